import { runService } from '@rendezvous/nest-kit';
import { AppModule } from './app.module';
import { loadMembersConfig } from './config';

void runService(async () => {
  const config = loadMembersConfig();
  // An operator's call (README: photo approval, refunds) carries the admin bearer and no cookie: no client header needed.
  return {
    name: 'members',
    port: config.PORT,
    host: config.HOST,
    logLevel: config.LOG_LEVEL,
    module: AppModule.register(config),
    clientHeader: { bearerTokens: () => [config.ADMIN_TOKEN, config.INTERNAL_TOKEN] },
  };
});
