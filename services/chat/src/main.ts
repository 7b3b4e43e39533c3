import { runService } from '@rendezvous/nest-kit';
import { AppModule } from './app.module';
import { loadChatConfig } from './config';

void runService(async () => {
  const config = loadChatConfig();
  return {
    name: 'chat',
    port: config.PORT,
    host: config.HOST,
    logLevel: config.LOG_LEVEL,
    module: AppModule.register(config),
    clientHeader: { bearerTokens: () => [config.INTERNAL_TOKEN] },
  };
});
