import { isAuthAttempt } from '@rendezvous/contracts';
import { createLogger, createRateLimit, InternalClient, runService, SiteSettingsCache } from '@rendezvous/nest-kit';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cors from 'cors';
import { json } from 'express';
import { AppModule } from './app.module';
import { loadGatewayConfig } from './config';
import { forwardedFacts } from './routing/forwarded-facts';
import { memberIdentity } from './routing/member-identity';
import { bodyLimit, createServiceProxies } from './routing/proxy';
import { serviceUrls } from './routing/route-table';
import { UserCache } from './routing/user-cache';
import { createUserComposer } from './routing/user-composer';
import { bundledCountryDatabase, CountryResolver } from './web/geoip';
import { securityHeaders } from './web/security';
import { cdnFiles, photoFiles, shellFiles } from './web/static-files';

/** Paths the gateway serves as files; every other GET outside /api is a page load. */
const FILE_PREFIXES = ['/api', '/cdn/', '/shell/', '/photos/'];

void runService(async () => {
  const config = loadGatewayConfig();
  // One client (and one set of kept connections) for every internal call the gateway makes.
  const internal = new InternalClient({ urls: serviceUrls(config), token: config.INTERNAL_TOKEN });
  const settingsCache = new SiteSettingsCache(internal, config.SETTINGS_CACHE_MS);
  const users = new UserCache(config.USER_CACHE_MS);
  const countries = await CountryResolver.open(config.GEOIP_DATABASE || bundledCountryDatabase());
  const redisUrl = config.REDIS_URL || undefined;
  let gatewayDocument: object = {};
  return {
    name: 'gateway',
    port: config.PORT,
    host: config.HOST,
    logLevel: config.LOG_LEVEL,
    module: AppModule.register(config, internal, settingsCache, users, () => gatewayDocument),
    // First, so every answer carries them: refusals (CSRF, rate limits) included.
    securityHeaders: securityHeaders(config.CDN_ORIGIN),
    // Bodies are streamed to the owning service untouched; the gateway never parses them.
    parseBodies: false,
    configure: (app) => {
      // Only configured proxies' X-Forwarded-* count; without any, the socket address is the client.
      app.set('trust proxy', config.TRUSTED_PROXIES.trim() || false);
      app.use(forwardedFacts(config, countries));
      const allowed = config.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean);
      // CORS is closed unless origins are configured: no Access-Control-* headers at all.
      app.use('/api', cors({ origin: allowed.length ? allowed : false, credentials: true }));
      // Limits count per real client address (req.ip), in Redis when REDIS_URL is set so replicas share them.
      app.use('/api', createRateLimit({ name: 'api', limit: config.RATE_LIMIT_PER_MINUTE, redisUrl }));
      // Guessing secrets, creating accounts and sending mail get a much tighter budget (contracts isAuthAttempt).
      app.use(
        createRateLimit({
          name: 'auth',
          limit: config.AUTH_RATE_LIMIT_PER_MINUTE,
          redisUrl,
          skip: (req) => !isAuthAttempt(req.method, req.path, req.query.push),
        }),
      );
      // Page loads render index.html with settings: limited too, so they cannot be used to flood the site service.
      app.use(
        createRateLimit({
          name: 'pages',
          limit: config.PAGE_RATE_LIMIT_PER_MINUTE,
          redisUrl,
          skip: (req) => req.method !== 'GET' || FILE_PREFIXES.some((prefix) => req.path.startsWith(prefix)),
        }),
      );
      app.use('/api', bodyLimit);
      // The one body the gateway reads itself: services' member.changed events (routing/member-events.controller.ts).
      app.use('/internal/events', json({ limit: '16kb' }));
      // The member's user object from memory when it is kept (after the limits: hits count too).
      app.use(users.serve());
      // Who the member is, for the services behind the proxies (identity checks the session cookie).
      app.use(memberIdentity(internal));
      for (const proxy of createServiceProxies(config, {
        onSuccess: (service, req, memberId) => {
          if (service === 'site' && req.method !== 'GET') settingsCache.clear();
          // Before the answer reaches the browser: its next user.php is read again.
          if (UserCache.changes(req)) users.forgetRequester(req, memberId);
        },
        composeUser: createUserComposer(internal, settingsCache),
        keepUser: (req, user, body) => users.store(req, user.id, body),
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
