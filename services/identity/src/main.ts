import { isAuthAttempt } from '@rendezvous/contracts';
import { clientAddress, createRateLimit, queryParameter, requestPath, runService } from '@rendezvous/nest-kit';
import { AppModule } from './app.module';
import { loadIdentityConfig } from './config';

void runService(async () => {
  const config = loadIdentityConfig();
  return {
    name: 'identity',
    port: config.PORT,
    host: config.HOST,
    logLevel: config.LOG_LEVEL,
    module: AppModule.register(config),
    clientHeader: { bearerTokens: () => [config.ADMIN_TOKEN, config.INTERNAL_TOKEN] },
    configure: (app) => {
      // The second line of defence behind the gateway's limit, keyed on the same client address.
      app.use(
        createRateLimit({
          name: 'identity-auth',
          limit: config.AUTH_RATE_LIMIT_PER_MINUTE,
          redisUrl: config.REDIS_URL || undefined,
          key: (req) => clientAddress(req, config.INTERNAL_TOKEN),
          skip: (req) => !isAuthAttempt(req.method ?? 'GET', requestPath(req), queryParameter(req, 'push')),
        }),
      );
    },
  };
});
