import { runService } from '@rendezvous/nest-kit';
import { AppModule } from './app.module';
import { loadIdentityConfig } from './config';

void runService(async () => {
  const config = loadIdentityConfig();
  return { name: 'identity', port: config.PORT, host: config.HOST, logLevel: config.LOG_LEVEL, module: AppModule.register(config) };
});
