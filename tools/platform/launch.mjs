// Starts the back end: every domain service on its own database, then the gateway in front.
// Used by `npm start`, the service integration tests and the browser tests alike.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICES } from './platform-units.mjs';
import { databaseUrl, ensureDatabases, findFreePort } from './postgres.mjs';
import { createRequire } from 'node:module';
import { startHaproxy } from './haproxy.mjs';
import { LOCAL_S3_KEYS, startObjectStore } from './object-store.mjs';
import { spawnIntoLog, waitForHealth } from './logged-process.mjs';
import { startSmtpSink } from './smtp-sink.mjs';
import { supervise } from './supervisor.mjs';

// RDV_CPU_PROFILE_DIR=<dir>: every service and the gateway write a V8 CPU profile (.cpuprofile) there
// when they stop: where a benchmark's CPU goes, per process (see docs/adr/0010).
const PROFILE_ARGS = process.env.RDV_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.RDV_CPU_PROFILE_DIR}`] : [];

/** The domain services (name, port, URL variable, database, health path, whom they call): the platform's one list. */
export const DOMAIN_SERVICES = SERVICES;

/** Each service's base URL under the variable its callers read (IDENTITY_URL: ...), for the given services. */
export function serviceUrlSettings(urls, names = DOMAIN_SERVICES.map(({ name }) => name)) {
  return Object.fromEntries(names.map((name) => [DOMAIN_SERVICES.find((service) => service.name === name).urlEnv, urls[name]]));
}

// The emulator is TypeScript built to CommonJS (npm run build), like the services it stands in front of.
const { startProviderEmulator } = createRequire(import.meta.url)('@rendezvous/provider-emulator');

/**
 * Mollie's test-mode key shape for the local provider emulator: not a secret, the emulator takes any
 * test_ key and nothing real answers to it.
 */
export const EMULATOR_MOLLIE_API_KEY = 'test_RendezvousLocalEmulator';
/** The same for Stripe: a test-mode key and endpoint secret only the emulator accepts. */
export const EMULATOR_STRIPE_SECRET_KEY = 'sk_test_RendezvousLocalEmulator';
export const EMULATOR_STRIPE_WEBHOOK_SECRET = 'whsec_RendezvousLocalEmulator';

/** The mail sink's usual ports (as in MailHog/Mailpit) for `npm start`; any free port when taken. */
export const MAIL_SINK_PORTS = { smtp: 1025, web: 8025 };
/** The provider emulator's port for `npm start` (any free port when taken, and in tests). */
export const PROVIDER_EMULATOR_PORT = 12111;
export const DEFAULT_MAIL_FROM = 'Rendezvous <no-reply@rendezvous.localhost>';

function startProcess({ root, name, service = name, env, logDir, echo }) {
  const entry = join(root, 'services', service, 'dist', 'main.js');
  const logFile = join(logDir, `${name}.log`);
  if (!echo) return spawnIntoLog(process.execPath, [...PROFILE_ARGS, '--enable-source-maps', entry], { logFile, cwd: root, env: { ...process.env, ...env } });
  const child = spawn(process.execPath, [...PROFILE_ARGS, '--enable-source-maps', entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile, { flags: 'a' });
  let tail = '';
  child.outputTail = () => tail;
  for (const stream of [child.stdout, child.stderr]) {
    stream.pipe(log, { end: false });
    stream.on('data', (chunk) => {
      tail = (tail + String(chunk)).slice(-2_000);
      for (const line of String(chunk).split('\n')) {
        // Warnings and errors reach the console; the full JSON log stays in the file.
        if (/"level":(40|50|60)/.test(line) || (line && !line.startsWith('{'))) process.stderr.write(`[${name}] ${line}\n`);
      }
    });
  }
  return child;
}

/**
 * Starts a gateway process in front of running services; resolves once it answers.
 * @param {{ root: string, logDir?: string, echo?: boolean, port?: number, env: Record<string, string>,
 *   requireHealthy?: boolean, restart?: boolean }} options
 */
export async function startGateway({ root, name = 'gateway', logDir, echo = false, port, env, requireHealthy = true, restart = false, report, signal }) {
  const gatewayPort = port ?? (await findFreePort());
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  // An unhealthy back end still gives a gateway that answers (503 from /api/health); wait for it either way.
  const probe = requireHealthy ? `${baseUrl}/api/health` : `${baseUrl}/api/remotes.json`;
  let firstStart = true;
  const gateway = await supervise({
    name,
    restart,
    report,
    signal,
    start: () => startProcess({ root, name, service: 'gateway', logDir, echo, env: { PORT: String(gatewayPort), ...env } }),
    // After a restart the gateway only needs to answer; the services' health is not its own.
    ready: (child) => waitForHealth(firstStart ? probe : `${baseUrl}/api/remotes.json`, child).finally(() => (firstStart = false)),
  }).catch((error) => {
    throw new Error(`${name}: ${error.message} (see ${join(logDir, `${name}.log`)})`);
  });
  return { baseUrl, supervised: gateway };
}

/**
 * @param {object} options
 * @param {string} options.root          repository root
 * @param {string} options.serverUrl     Postgres server URL
 * @param {string} options.dbPrefix      database name prefix (rendezvous, or a unique test prefix)
 * @param {string} options.varDir        where logs, the CDN and photos live
 * @param {number} [options.gatewayPort] 0 = any free port
 * @param {boolean} [options.fixedPorts] use the documented service ports (npm start)
 * @param {string} [options.smtpUrl]     an SMTP server to send through; without it a local sink is started
 * @param {string} [options.mailFrom]    sender of every mail (MAIL_FROM)
 * @param {string} [options.publicUrl]   the site's origin for links in mail; default the gateway on publicHost
 * @param {string} [options.publicHost]  host name for the default publicUrl (127.0.0.1)
 * @param {boolean} [options.seed]
 * @param {number} [options.chatInstances] chat processes behind the gateway (CHAT_URLS); 1 unless a benchmark asks for more
 * @param {number} [options.replicas]    the cluster mode (`npm run start:cluster`, ADR 0021): this many processes of the gateway and
 *   of every service, HAProxy in front of each tier on the tier's address (haproxy.mjs), what they share in Redis
 * @param {string} [options.redisUrl]    Redis for the replicas (rate limits, caches' drops, chat's adapter); needed with replicas
 * @param {Record<string,string>} [options.secrets] ADMIN_TOKEN and similar
 * @param {Record<string,string>} [options.serviceEnv] extra settings for every domain service
 * @param {Record<string,string>} [options.gatewayEnv] extra gateway settings
 * @param {boolean} [options.supervise]  restart a process that dies, with backoff (npm start)
 * @param {(line: string) => void} [options.report] where restart messages go (default the console)
 * @param {AbortSignal} [options.signal] aborts a start halfway (Ctrl+C): what already runs is stopped, and the call rejects
 */
export async function launchPlatform(options) {
  const { root, serverUrl, dbPrefix, varDir, seed = true, echo = false } = options;
  const logDir = join(varDir, 'logs');
  const photoDir = join(varDir, 'photos');
  // Chat's photo messages: a folder of chat's own (members' purge and chat's never touch each other's files).
  const chatPhotoDir = join(varDir, 'chat-photos');
  const cdnDir = options.cdnDir ?? join(varDir, 'cdn');
  for (const dir of [logDir, photoDir, chatPhotoDir, cdnDir]) mkdirSync(dir, { recursive: true });

  const databases = Object.fromEntries(DOMAIN_SERVICES.map(({ name, database }) => [name, `${dbPrefix}_${database}`]));
  // The cluster mode's gateways share their release state in a database of their own (docs/adr/0022).
  if ((options.replicas ?? 1) > 1) databases.releases = `${dbPrefix}_releases`;
  await ensureDatabases(serverUrl, Object.values(databases));

  /** every process started, each under its supervisor (which restarts it only when options.supervise) */
  const supervised = [];
  let mailSink = null;
  let providerEmulator = null;
  let objectStore = null;
  let stopped = null;
  // Once: an abort and the failed start it causes both ask for it.
  const stop = () =>
    (stopped ??= (async () => {
      await Promise.all(supervised.map((process) => process.stop()));
      // After the services: nothing is left that could still be sending mail or creating payments.
      await mailSink?.stop();
      await providerEmulator?.stop();
      await objectStore?.stop();
    })());

  // A process that became ready after an abort is stopped as soon as it is known.
  const track = (process) => {
    supervised.push(process);
    if (options.signal?.aborted) void process.stop();
  };
  const onAbort = () => void stop();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const checkAborted = () => {
    if (options.signal?.aborted) throw new Error('the start was stopped');
  };

  try {
    checkAborted();
    // The sink first, so every service boots with a mail server that answers.
    if (!options.smtpUrl) {
      mailSink = await startSmtpSink({
        smtpPort: options.fixedPorts ? await findFreePort(MAIL_SINK_PORTS.smtp) : 0,
        webPort: options.fixedPorts ? await findFreePort(MAIL_SINK_PORTS.web) : 0,
      });
    }
    const smtpUrl = options.smtpUrl ?? `smtp://127.0.0.1:${mailSink.smtpPort}`;
    // The gateway's port is known before the services start: links in their mail point at it.
    const gatewayPort = options.gatewayPort || (await findFreePort());
    const publicUrl = options.publicUrl ?? `http://${options.publicHost ?? '127.0.0.1'}:${gatewayPort}`;
    const mailSettings = { SMTP_URL: smtpUrl, MAIL_FROM: options.mailFrom ?? DEFAULT_MAIL_FROM, PUBLIC_URL: publicUrl };
    // Payments talks to the provider emulator unless real providers are configured (serviceEnv).
    providerEmulator = await startProviderEmulator({
      certDir: join(varDir, 'provider-emulator'),
      port: options.fixedPorts ? await findFreePort(PROVIDER_EMULATOR_PORT) : 0,
      log: (line) => process.stderr.write(`[provider-emulator] ${line}\n`),
      // Stripe signs every event for the account's endpoint: the site's, through the gateway.
      stripe: { webhookUrl: `${publicUrl}/api/payments/webhooks/stripe`, signingSecret: EMULATOR_STRIPE_WEBHOOK_SECRET },
    });
    const providerSettings = {
      MOLLIE_API_KEY: EMULATOR_MOLLIE_API_KEY,
      MOLLIE_API_ENDPOINT: `${providerEmulator.url}/v2/`,
      PROVIDER_CA_FILE: providerEmulator.caFile,
      STRIPE_SECRET_KEY: EMULATOR_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: EMULATOR_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: providerEmulator.url,
      // Visa and Mastercard on Stripe, every other card on Mollie: both providers carry real orders locally.
      PAYMENT_METHOD_PROVIDERS: 'visa=stripe,mastercard=stripe',
    };

    // Every port is chosen before any service starts: services that call each other learn the addresses.
    // The documented ports when free; a second copy (another checkout) gets free ones instead of
    // starting beside the first copy's services and talking to them. `npm start` prints them.
    const ports = {};
    const taken = new Set([gatewayPort]);
    /** A free port no process of this platform was given yet (`preferred` when it is free). */
    const untakenPort = async (preferred = 0) => {
      let port = await findFreePort(preferred);
      while (taken.has(port)) port = await findFreePort();
      taken.add(port);
      return port;
    };
    for (const { name, port: fixedPort } of DOMAIN_SERVICES) ports[name] = await untakenPort(options.fixedPorts ? fixedPort : 0);
    checkAborted();
    const urls = Object.fromEntries(DOMAIN_SERVICES.map(({ name }) => [name, `http://127.0.0.1:${ports[name]}`]));
    // The cluster mode: each tier's address is HAProxy's frontend, its replicas listen on ports of their own behind it.
    const replicas = options.replicas ?? 1;
    const cluster = replicas > 1;
    if (cluster && !options.redisUrl) throw new Error('the cluster mode needs Redis (redisUrl): the replicas share limits, cache drops and chat events there');
    const replicaPorts = {};
    if (cluster) {
      for (const tier of ['gateway', ...DOMAIN_SERVICES.map(({ name }) => name)]) {
        replicaPorts[tier] = [];
        for (let replica = 0; replica < replicas; replica += 1) replicaPorts[tier].push(await untakenPort());
      }
      const tiers = [
        { name: 'gateway', port: gatewayPort, replicas: replicaPorts.gateway, forwardFor: true },
        ...DOMAIN_SERVICES.map(({ name }) => ({ name, port: ports[name], replicas: replicaPorts[name] })),
      ];
      track(await startHaproxy({ tiers, varDir, logDir, restart: options.supervise, report: options.report, signal: options.signal }));
      checkAborted();
    }
    const clusterSettings = cluster ? { REDIS_URL: options.redisUrl } : {};
    // The cluster mode's object store: released version folders every gateway copies from (docs/adr/0022).
    const releaseBucket = 'rendezvous-releases';
    if (cluster) objectStore = await startObjectStore({ dir: join(varDir, 's3'), buckets: [releaseBucket] });
    // The release token opens the gateway's release API: no service needs it.
    const { RELEASE_TOKEN: releaseToken = '', ...serviceSecrets } = options.secrets ?? {};
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    /** What a service needs besides the addresses of the services it calls (each one's `calls` in the list). */
    const ownSettings = {
      // The machine's local CA (the emulator's) is trusted for push endpoints too: the tests' push service on localhost (test-platform.mjs allows it).
      identity: { GATEWAY_URL: gatewayUrl, PUSH_EXTRA_CA_FILE: providerEmulator.caFile },
      payments: { GATEWAY_URL: gatewayUrl, ...providerSettings },
      members: { GATEWAY_URL: gatewayUrl },
      chat: { GATEWAY_URL: gatewayUrl, CHAT_PHOTO_DIR: chatPhotoDir },
    };
    const peers = Object.fromEntries(DOMAIN_SERVICES.map(({ name, calls }) => [name, { ...serviceUrlSettings(urls, calls), ...ownSettings[name] }]));
    /**
     * One process of a domain service (`service`) under its supervisor, as `name` on `port`: its settings, its
     * peers' addresses, and ready once its health answers.
     */
    const startService = async ({ name, service = name, port, seedDemoData = seed, env: extra = {} }) => {
      const env = {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl(serverUrl, databases[service]),
        SEED_DEMO_DATA: String(seedDemoData),
        PHOTO_DIR: photoDir,
        LOG_LEVEL: 'info',
        ...mailSettings,
        ...peers[service],
        ...clusterSettings,
        ...options.serviceEnv,
        ...serviceSecrets,
        ...extra,
      };
      const { healthPath } = DOMAIN_SERVICES.find((unit) => unit.name === service);
      const supervised = await supervise({
        name,
        start: () => startProcess({ root, name, service, logDir, echo, env }),
        ready: (child) => waitForHealth(`http://127.0.0.1:${port}${healthPath}`, child),
        restart: options.supervise,
        report: options.report,
        signal: options.signal,
      }).catch((error) => {
        throw new Error(`${name}: ${error.message} (see ${join(logDir, `${name}.log`)})`);
      });
      track(supervised);
    };
    if (!cluster) await Promise.all(DOMAIN_SERVICES.map(({ name }) => startService({ name, port: ports[name] })));
    else {
      // The first replica of each service migrates and seeds (as a release's migration job would, ADR 0019); the
      // others start on the migrated database and do neither.
      await Promise.all(
        DOMAIN_SERVICES.map(({ name }) => startService({ name: `${name}-1`, service: name, port: replicaPorts[name][0], env: { MIGRATIONS: 'run' } })),
      );
      await Promise.all(
        DOMAIN_SERVICES.flatMap(({ name }) =>
          replicaPorts[name]
            .slice(1)
            .map((port, index) => startService({ name: `${name}-${index + 2}`, service: name, port, seedDemoData: false, env: { MIGRATIONS: 'skip' } })),
        ),
      );
    }
    checkAborted();

    // More chat instances (the chat benchmark's second part): the same database and settings on ports of their
    // own, started once the first has run the migrations and the seed; the gateway spreads sockets and calls over
    // all of them (CHAT_URLS) and the adapter carries events between them. Other services keep calling the first.
    const chatUrls = [urls.chat];
    for (let instance = 2; instance <= (options.chatInstances ?? 1); instance += 1) {
      const port = await untakenPort();
      await startService({ name: `chat-${instance}`, service: 'chat', port, seedDemoData: false });
      chatUrls.push(`http://127.0.0.1:${port}`);
    }
    checkAborted();

    const gatewaySettings = {
      INTERNAL_TOKEN: options.secrets?.INTERNAL_TOKEN ?? '',
      ...serviceUrlSettings(urls),
      ...(chatUrls.length > 1 ? { CHAT_URLS: chatUrls.join(',') } : {}),
      // Served only while no shell is released into the CDN (the checkout's is, at the gateway's start).
      SHELL_DIR: join(root, 'shell', 'dist'),
      CDN_DIR: cdnDir,
      RELEASE_TOKEN: releaseToken,
      // Development and tests: the gateway publishes this checkout's new builds (shell and remotes) at start,
      // through the release store (gate, lock, log); a build published before keeps its pointer, so a
      // rollback survives a restart.
      RELEASE_CHECKOUT_DIR: root,
      LOG_LEVEL: 'info',
      // Replicas: behind HAProxy, whose X-Forwarded-For names the visitor; releases shared through Postgres and the
      // object store, each gateway with a CDN folder of its own (its copy).
      ...(cluster
        ? {
            ...clusterSettings,
            TRUSTED_PROXIES: 'loopback',
            RELEASES_DATABASE_URL: databaseUrl(serverUrl, databases.releases),
            RELEASES_S3_BUCKET: releaseBucket,
            RELEASES_S3_ENDPOINT: objectStore.endpoint,
            RELEASES_S3_ACCESS_KEY_ID: LOCAL_S3_KEYS.accessKeyId,
            RELEASES_S3_SECRET_ACCESS_KEY: LOCAL_S3_KEYS.secretAccessKey,
          }
        : {}),
      ...options.gatewayEnv,
    };
    const gatewayRun = { root, logDir, echo, restart: options.supervise, report: options.report, signal: options.signal };
    let baseUrl;
    const gatewayReplicaUrls = [];
    if (!cluster) {
      const started = await startGateway({ ...gatewayRun, port: gatewayPort, env: { HOST: options.gatewayHost ?? '127.0.0.1', ...gatewaySettings } });
      track(started.supervised);
      baseUrl = started.baseUrl;
    } else {
      // The first gateway migrates the release database and publishes this checkout's builds; the others copy them.
      for (const [index, port] of replicaPorts.gateway.entries()) {
        const ownCdnDir = join(varDir, `cdn-gateway-${index + 1}`);
        const first = index === 0;
        const env = {
          HOST: '127.0.0.1',
          ...gatewaySettings,
          CDN_DIR: ownCdnDir,
          MIGRATIONS: first ? 'run' : 'skip',
          ...(first ? {} : { RELEASE_CHECKOUT_DIR: '' }),
        };
        const started = await startGateway({ ...gatewayRun, name: `gateway-${index + 1}`, port, env });
        track(started.supervised);
        gatewayReplicaUrls.push(started.baseUrl);
      }
      baseUrl = `http://127.0.0.1:${gatewayPort}`;
    }
    checkAborted();
    options.signal?.removeEventListener('abort', onAbort);
    return {
      baseUrl,
      serviceUrls: urls,
      /** the cluster mode: each gateway replica's own address (baseUrl is HAProxy's), and each service's replicas' */
      gatewayReplicaUrls,
      serviceReplicaUrls: Object.fromEntries(
        Object.entries(replicaPorts)
          .filter(([tier]) => tier !== 'gateway')
          .map(([tier, tierPorts]) => [tier, tierPorts.map((port) => `http://127.0.0.1:${port}`)]),
      ),
      /** every chat instance, the first one first (urls.chat) */
      chatUrls,
      databases,
      cdnDir,
      photoDir,
      logDir,
      supervised,
      gatewaySettings,
      mailSettings,
      mailInboxUrl: mailSink?.webUrl ?? null,
      providerEmulator,
      providerSettings,
      mailSink,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
