import { runService } from '@rendezvous/nest-kit';
import { AppModule } from './app.module';
import { loadMembersConfig } from './config';

void runService(async () => {
  const config = loadMembersConfig();
  return { name: 'members', port: config.PORT, host: config.HOST, logLevel: config.LOG_LEVEL, module: AppModule.register(config), clientHeader: { bearerTokens: () => [config.INTERNAL_TOKEN] } };
});
