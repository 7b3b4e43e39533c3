import { ERROR_CODES, type ErrorEnvelope } from '@rendezvous/contracts';
import { createLogger, currentCorrelationId } from '@rendezvous/nest-kit';
import { runService } from '@rendezvous/nest-kit';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cors from 'cors';
import { rateLimit } from 'express-rate-limit';
import { AppModule } from './app.module';
import { loadGatewayConfig } from './config';
import { memberIdentity } from './routing/member-identity';
import { bodyLimit, createServiceProxies } from './routing/proxy';
import { createUserComposer } from './routing/user-composer';
import { isAuthAttempt } from './routing/route-table';
import { securityHeaders } from './web/security';
import { SettingsCache } from './web/settings-cache';
import { cdnFiles, photoFiles, shellFiles } from './web/static-files';


void runService(async () => {
  const config = loadGatewayConfig();
  const settingsCache = new SettingsCache(config.SITE_URL, config.SETTINGS_CACHE_MS);
  let gatewayDocument: object = {};
  return {
    name: 'gateway',
    port: config.PORT,
    host: config.HOST,
    logLevel: config.LOG_LEVEL,
    module: AppModule.register(config, settingsCache, () => gatewayDocument),
    // Bodies are streamed to the owning service untouched; the gateway never parses them.
    parseBodies: false,
    configure: (app) => {
      app.set('trust proxy', false);
      app.use(securityHeaders(config.CDN_ORIGIN));
      const allowed = config.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean);
      // CORS is closed unless origins are configured: no Access-Control-* headers at all.
      app.use('/api', cors({ origin: allowed.length ? allowed : false, credentials: true }));
      const tooManyRequests = (_req: unknown, res: import('express').Response) => {
        const envelope: ErrorEnvelope = {
          statusCode: 429,
          code: ERROR_CODES.rateLimited,
          message: 'Too many requests, please try again later.',
          correlationId: currentCorrelationId() ?? 'none',
        };
        res.status(429).json(envelope);
      };
      app.use('/api', rateLimit({ windowMs: 60_000, limit: config.RATE_LIMIT_PER_MINUTE, standardHeaders: 'draft-8', legacyHeaders: false, handler: tooManyRequests }));
      // Guessing passwords, creating accounts and sending reset mails get a much tighter budget.
      app.use(
        rateLimit({
          windowMs: 60_000,
          limit: config.AUTH_RATE_LIMIT_PER_MINUTE,
          standardHeaders: 'draft-8',
          legacyHeaders: false,
          skip: (req) => !isAuthAttempt(req.method, req.originalUrl),
          handler: tooManyRequests,
        }),
      );
      app.use('/api', bodyLimit);
      // Who the member is, for the services behind the proxies (identity checks the session cookie).
      app.use(memberIdentity(config));
      for (const proxy of createServiceProxies(config, {
        onSuccess: (service, req) => {
          if (service === 'site' && req.method !== 'GET') settingsCache.clear();
        },
        composeUser: createUserComposer(config, settingsCache),
      })) {
        app.use(proxy);
      }
      app.use('/cdn', cdnFiles(config.CDN_DIR));
      app.use('/shell', shellFiles(config.SHELL_DIR));
      app.use('/photos', photoFiles(config.PHOTO_DIR));
      gatewayDocument = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('gateway').build());
      createLogger('gateway', config.LOG_LEVEL).debug('gateway configured');
    },
  };
});
