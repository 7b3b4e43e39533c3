// The platform for tests: fresh databases with a unique prefix on the machine's Postgres
// (127.0.0.1:5432) when it answers, else on an embedded Postgres in a temporary folder; everything
// is dropped and stopped afterwards so runs never see each other's data.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOMAIN_SERVICES, launchPlatform } from './launch.mjs';
import { canConnect, dropDatabases, startEmbeddedPostgres } from './postgres.mjs';
import { makeVapidKeys } from './secrets.mjs';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789';
export const TEST_INTERNAL_TOKEN = 'test-internal-token-0123456789';
/** The gateway's release API (/internal/releases) in tests: the CLI and the release tests send it. */
export const TEST_RELEASE_TOKEN = 'test-release-token-0123456789';
/**
 * Identity pushes to the tests' push service on localhost (shared/test-kit push-service.ts): the
 * browsers' push services (identity's default list) plus localhost, and loopback allowed for it
 * (identity refuses PUSH_ALLOW_LOOPBACK with NODE_ENV=production).
 */
const TEST_PUSH_SETTINGS = {
  PUSH_ENDPOINT_HOSTS: 'fcm.googleapis.com,updates.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com,*.push.apple.com,localhost',
  PUSH_ALLOW_LOOPBACK: 'true',
};

/**
 * @param {{ root: string, gatewayEnv?: Record<string, string>, serviceEnv?: Record<string, string>, cdnDir?: string, chatInstances?: number, replicas?: number, redisUrl?: string, supervise?: boolean, report?: (line: string) => void }} options (serviceEnv: over the test defaults, e.g. a benchmark's production-like caches; chatInstances: chat processes behind the gateway, 1 by default; replicas: the cluster mode, launch.mjs; supervise: restart a process that dies, as npm start does)
 */
export async function startTestPlatform({
  root,
  gatewayEnv = {},
  serviceEnv = {},
  cdnDir,
  chatInstances = 1,
  replicas = 1,
  redisUrl,
  supervise = false,
  report,
}) {
  const machineServer = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const varDir = mkdtempSync(join(tmpdir(), 'rdv-test-'));
  // mkdtemp makes it 0700; as root the embedded Postgres runs as a user of its own and must reach its data folder inside.
  chmodSync(varDir, 0o755);
  let embedded = null;
  let serverUrl = machineServer;
  if (!(await canConnect(machineServer))) {
    embedded = await startEmbeddedPostgres({ dataDir: join(varDir, 'postgres'), password: randomBytes(12).toString('hex') });
    serverUrl = embedded.serverUrl;
  }
  const dbPrefix = `rdv_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const cleanUp = async (databases) => {
    await dropDatabases(serverUrl, databases).catch(() => undefined);
    await embedded?.stop();
    rmSync(varDir, { recursive: true, force: true });
  };
  // A push key pair of the run's own: tests check the signature and decrypt what identity pushes.
  const vapid = makeVapidKeys();
  const platform = await launchPlatform({
    root,
    serverUrl,
    dbPrefix,
    varDir,
    cdnDir,
    chatInstances,
    replicas,
    redisUrl,
    supervise,
    report,
    seed: true,
    secrets: { ADMIN_TOKEN: TEST_ADMIN_TOKEN, INTERNAL_TOKEN: TEST_INTERNAL_TOKEN, ...vapid },
    // Tests change site settings and expect the next request to follow them.
    // Every test call comes from 127.0.0.1, so the limits are lifted; tests of the limits start their own instances.
    // Like mails in short rounds, so tests see them within a second or two.
    serviceEnv: {
      SITE_SETTINGS_CACHE_MS: '0',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      DISCOUNT_CHECK_LIMIT: '100000',
      LIKE_MAIL_INTERVAL_MS: '300',
      LIKE_MAIL_DELAY_MS: '500',
      ...TEST_PUSH_SETTINGS,
      ...serviceEnv,
    },
    gatewayEnv: {
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      PAGE_RATE_LIMIT_PER_MINUTE: '100000',
      SOCKET_UPGRADE_RATE_LIMIT_PER_MINUTE: '100000',
      WEBHOOK_RATE_LIMIT_PER_MINUTE: '100000',
      PHOTO_RATE_LIMIT_PER_MINUTE: '100000',
      TELEMETRY_RATE_LIMIT_PER_MINUTE: '100000',
      SETTINGS_CACHE_MS: '60000',
      RELEASE_TOKEN: TEST_RELEASE_TOKEN,
      ...gatewayEnv,
    },
  }).catch(async (error) => {
    // A platform that failed to start leaves no databases or folders behind.
    await cleanUp(DOMAIN_SERVICES.map(({ database }) => `${dbPrefix}_${database}`));
    throw error;
  });
  return {
    ...platform,
    // The web inbox of the run's own SMTP sink: tests read the mail the services sent from here.
    mailInboxUrl: platform.mailInboxUrl,
    serverUrl,
    varDir,
    vapidPublicKey: vapid.VAPID_PUBLIC_KEY,
    /** The processes running now (gateway and each service) with their pids: what a benchmark measures in /proc. */
    processes: () => platform.supervised.map((supervised) => ({ name: supervised.name, pid: supervised.process.pid })),
    async stop() {
      await platform.stop();
      await cleanUp(Object.values(platform.databases));
    },
  };
}

/**
 * The platform a benchmark measures: `base` when one is running (`--base http://localhost:8080`), else a
 * test platform of its own with the checkout's builds released into a CDN folder of the run's own, as
 * the browser tests do. `stop()` ends what it started.
 */
export async function platformForBench({ root, base = null }) {
  if (base) return { baseUrl: base, platform: null, cdnDir: null, stop: async () => undefined };
  // The gateway releases the checkout's builds into the run's own CDN folder at its start (launch.mjs).
  const cdnDir = mkdtempSync(join(tmpdir(), 'rdv-bench-cdn-'));
  const platform = await startTestPlatform({ root, cdnDir });
  return {
    baseUrl: platform.baseUrl,
    platform,
    cdnDir,
    stop: async () => {
      await platform.stop();
      rmSync(cdnDir, { recursive: true, force: true });
    },
  };
}
