import { runService } from '@rendezvous/nest-kit';
import { AppModule } from './app.module';
import { loadSiteConfig } from './config';

void runService(async () => {
  const config = loadSiteConfig();
  return {
    name: 'site',
    port: config.PORT,
    host: config.HOST,
    logLevel: config.LOG_LEVEL,
    module: AppModule.register(config),
    clientHeader: { bearerTokens: () => [config.ADMIN_TOKEN, config.INTERNAL_TOKEN] },
  };
});
