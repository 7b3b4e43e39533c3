import {
  createLogger,
  createRateLimit,
  InternalClient,
  migrationsMode,
  registerGauge,
  runService,
  SiteSettingsCache,
  type RequestStep,
} from '@rendezvous/nest-kit';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cors from 'cors';
import { json } from 'express';
import { AppModule } from './app.module';
import { loadGatewayConfig } from './config';
import { answerServiceCallsFirst } from './routing/api-calls';
import { proxyChatSockets } from './routing/chat-sockets';
import { LiveSockets } from './routing/live-sockets';
import { forwardedFacts } from './routing/forwarded-facts';
import { gatewayLimits } from './routing/limits';
import { memberIdentity } from './routing/member-identity';
import { bodyLimit, createServiceProxy } from './routing/proxy';
import { serviceInstances, serviceUrls } from './routing/route-table';
import { syncUserCaches } from './routing/cache-sync';
import { UserCache } from './routing/user-cache';
import { createUserComposer } from './routing/user-composer';
import { answerUsersChangedFirst } from './routing/users-changed.route';
import { bundledCountryDatabase, CountryResolver } from './web/geoip';
import { onTheFlyCompression } from './web/compression';
import { securityHeaders } from './web/security';
import { cdnFiles, releasedShellFiles, shellFiles } from './web/static-files';
import { createReleaseStore } from './releases/releases.module';
import { createCanaryParts } from './canary/canary.module';
import { TELEMETRY_PATH } from '@rendezvous/contracts';
import { vouchedClientAddress } from './routing/forwarded-facts';

void runService(async () => {
  const config = loadGatewayConfig();
  // One client (and one set of kept connections) for every internal call the gateway makes.
  const internal = new InternalClient({ urls: serviceUrls(config), token: config.INTERNAL_TOKEN });
  const settingsCache = new SiteSettingsCache(internal, config.SETTINGS_CACHE_MS);
  const users = new UserCache(config.USER_CACHE_MS, config.SESSION_CACHE_MS);
  // Several replicas keep each other's caches fresh through Redis (routing/cache-sync.ts).
  if (config.REDIS_URL) syncUserCaches(users, config.REDIS_URL);
  const countries = await CountryResolver.open(config.GEOIP_DATABASE || bundledCountryDatabase());
  let gatewayDocument: object = {};
  const { store: releaseStore, mirror: releaseMirror } = await createReleaseStore(config);
  // The canary's telemetry, metrics and judge (ADR 0017 §7); every instance judges, the store's lock keeps one rollback.
  const canary = createCanaryParts(config, releaseStore);
  canary.judge.start();
  // Development and tests: the checkout's builds go live at start when new (a rollback survives a restart).
  if (config.RELEASE_CHECKOUT_DIR && migrationsMode() !== 'only') {
    const logger = createLogger('gateway', config.LOG_LEVEL);
    for (const line of await releaseStore.publishCheckoutBuilds(config.RELEASE_CHECKOUT_DIR)) logger.info(`checkout build ${line}`);
  }
  return {
    name: 'gateway',
    port: config.PORT,
    host: config.HOST,
    logLevel: config.LOG_LEVEL,
    module: AppModule.register(config, internal, settingsCache, users, () => gatewayDocument, releaseStore, canary),
    // First, so every answer carries them: refusals (CSRF, rate limits) included.
    securityHeaders: securityHeaders(config.CDN_ORIGIN),
    // Bodies are streamed to the owning service untouched; the gateway never parses them.
    parseBodies: false,
    configure: (app, guards) => {
      const logger = createLogger('gateway', config.LOG_LEVEL);
      // Only configured proxies' X-Forwarded-* count; without any, the socket address is the client.
      app.set('trust proxy', config.TRUSTED_PROXIES.trim() || false);
      const facts = forwardedFacts(config, countries, app.getHttpAdapter().getInstance().get('trust proxy fn'));
      const allowed = config.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean);
      // CORS is closed unless origins are configured: no Access-Control-* headers at all.
      const apiCors = cors({ origin: allowed.length ? allowed : false, credentials: true }) as RequestStep;
      // Limits count per real client address (forwarded-facts.ts): every call, auth attempts and page loads (routing/limits.ts).
      const limits = gatewayLimits(config);
      const compress = onTheFlyCompression();
      // Calls a service owns skip Express (routing/api-calls.ts) but pass every step it would run.
      answerServiceCallsFirst(
        app.getHttpServer(),
        [
          // First, so every answer above 1 KB goes out compressed, refusals and kept user objects included.
          compress,
          ...guards,
          facts,
          apiCors,
          limits.requests,
          bodyLimit,
          // The member's user object from memory when it is kept (after the limits: hits count too).
          users.serve(),
          // Who the member is, for the services behind the proxy (identity checks the session cookie).
          memberIdentity(internal, users),
          createServiceProxy(config, {
            onSuccess: (service, req, memberId) => {
              if (service === 'site' && req.method !== 'GET') settingsCache.clear();
              // Before the answer reaches the browser: its next user.php is read again.
              if (UserCache.changes(req)) users.forgetRequester(req, memberId, { sessionsToo: service === 'identity' });
            },
            composeUser: createUserComposer(internal, settingsCache),
            keepUser: (req, user, body) => users.store(req, user.id, body),
          }),
        ],
        logger,
      );
      // Services' batches of members whose user objects they changed (chat's sends over the socket), before Express too.
      answerUsersChangedFirst(app.getHttpServer(), guards, config.INTERNAL_TOKEN, users, logger);
      const live = new LiveSockets(internal, users);
      registerGauge('gateway_chat_sockets', 'Members’ chat sockets piped through this gateway.', () => live.count());
      // Chat's realtime sockets: the same facts, limits and session check, plus the Origin (routing/chat-sockets.ts).
      proxyChatSockets(app.getHttpServer(), {
        chatUrls: serviceInstances(config).chat,
        facts,
        limit: limits.upgrade,
        internal,
        users,
        live,
        corsOrigins: allowed,
        logger,
      });
      // Pages, files and the gateway's own calls: Express, after the same guards (nest-kit) and facts.
      // Built files go out as their precompressed twins (web/static-files.ts); pages and calls on the fly.
      app.use(compress);
      app.use(facts);
      app.use('/api', apiCors);
      app.use(limits.requests);
      app.use('/api', bodyLimit);
      // The bodies the gateway reads itself: services' member.changed events (routing/member-events.controller.ts).
      app.use('/internal/events', json({ limit: '16kb' }));
      // The shell's telemetry beacons (canary/telemetry.controller.ts): a budget of their own per address, and a
      // small body (a batch is at most 40 events, about 4 KB). A beacon's Blob is JSON; text/plain is taken too.
      const telemetryLimit = createRateLimit({
        name: 'telemetry',
        limit: config.TELEMETRY_RATE_LIMIT_PER_MINUTE,
        redisUrl: config.REDIS_URL || undefined,
        key: vouchedClientAddress,
      });
      app.use(TELEMETRY_PATH, telemetryLimit, json({ limit: '8kb', type: ['application/json', 'text/plain'] }));
      app.use('/cdn', cdnFiles(config.CDN_DIR, releaseMirror));
      // A released shell's files under /shell/<version>/ (immutable), else the SHELL_DIR build under /shell/.
      app.use('/shell', releasedShellFiles(config.CDN_DIR, releaseMirror), shellFiles(config.SHELL_DIR));
      gatewayDocument = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('gateway').build());
      logger.debug('gateway configured');
    },
  };
});
