import { queryDatabase } from '@rendezvous/test-kit';
import { databaseUrl } from '@rendezvous/platform-tools/postgres';
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { chatMember, openPage, send, type ChatMember } from './chat-members';

// The chaos test: a platform of its own as `npm start` runs it (an embedded Postgres and every
// process under the supervisor, restarts on; tools/platform/supervised-platform.mjs), never the
// machine's Postgres, which other tests use. Paid messages are sent steadily while the postmaster,
// chat and payments are killed in turn with SIGKILL. Every service must answer /health again within
// 10 s of each kill, nothing but the killed process may exit or restart, and every acknowledged
// message is stored and charged exactly once.

const root = join(__dirname, '..', '..', '..');
const RECOVERY_LIMIT_MS = 10_000;
const CREDITS = 1_000;
const TEXT_CREDITS = 1;

interface Running {
  baseUrl: string;
  serverUrl: string;
  serviceUrls: Record<string, string>;
  databases: Record<string, string>;
}
interface State {
  pids: Record<string, number>;
  restarts: Record<string, number>;
  reports: string[];
}

let varDir: string;
let runner: ChildProcess;
let platform: Running;
/** The integration run's own platform, which test-kit's helpers address: put back afterwards. */
const sharedEnv = { RDV_BASE_URL: process.env.RDV_BASE_URL, RDV_SERVER_URL: process.env.RDV_SERVER_URL, RDV_DATABASES: process.env.RDV_DATABASES };

function nextMessage<T>(key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Record<string, unknown>) => {
      if ('failed' in message) reject(new Error(String(message.failed)));
      else if (key in message) resolve(message[key] as T);
      else return;
      runner.off('message', onMessage);
    };
    runner.on('message', onMessage);
  });
}

function state(): Promise<State> {
  const answer = nextMessage<State>('state');
  runner.send('state');
  return answer;
}

beforeAll(async () => {
  varDir = mkdtempSync(join(tmpdir(), 'rdv-chaos-'));
  // Postgres runs as its own user when the tests run as root: it must reach its folder.
  chmodSync(varDir, 0o755);
  const options = {
    root,
    varDir,
    dbPrefix: 'rdv_chaos',
    seed: false,
    password: randomUUID(),
    secrets: { ADMIN_TOKEN: 'chaos-admin-token-0123456789', INTERNAL_TOKEN: 'chaos-internal-token-0123456789' },
    serviceEnv: { SITE_SETTINGS_CACHE_MS: '0', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
    gatewayEnv: { RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000', PAGE_RATE_LIMIT_PER_MINUTE: '100000' },
  };
  runner = fork(join(root, 'tools', 'platform', 'supervised-platform.mjs'), [JSON.stringify(options)], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  platform = await nextMessage<Running>('ready');
  process.env.RDV_BASE_URL = platform.baseUrl;
  process.env.RDV_SERVER_URL = platform.serverUrl;
  process.env.RDV_DATABASES = JSON.stringify(platform.databases);
}, 90_000);

afterAll(async () => {
  Object.assign(process.env, sharedEnv);
  if (runner && runner.exitCode === null) {
    await new Promise((resolve) => {
      runner.once('exit', resolve);
      runner.send('stop');
    });
  }
  rmSync(varDir, { recursive: true, force: true });
}, 30_000);

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

/** Every service's /health and the gateway's /api/health (every service and its database) answer 200. */
async function allHealthy(): Promise<boolean> {
  const urls = [...Object.values(platform.serviceUrls).map((url) => `${url}/health`), `${platform.baseUrl}/api/health`];
  return (await Promise.all(urls.map(healthy))).every(Boolean);
}

/** Kills the process with SIGKILL and measures until everything answers again. */
async function killAndRecover(pid: number): Promise<number> {
  process.kill(pid, 'SIGKILL');
  const killedAt = Date.now();
  // The kill lands at once; the first answers after it must come from the restarted process.
  await new Promise((resolve) => setTimeout(resolve, 100));
  while (!(await allHealthy())) {
    if (Date.now() - killedAt > RECOVERY_LIMIT_MS) throw new Error(`not every service answered within ${RECOVERY_LIMIT_MS / 1000} s of the kill`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - killedAt;
}

/**
 * A member's page sending one paid message after the other, as the chat's send bar does: a message
 * that failed is sent again with the same client id until it is acknowledged (200).
 */
function steadySender(from: ChatMember, to: number) {
  const acknowledged: string[] = [];
  const failures: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const clientId = randomUUID();
      for (;;) {
        const answer = await send(from, to, { text: `steady ${acknowledged.length}` }, clientId).catch(() => null);
        if (answer?.status === 200) {
          acknowledged.push(clientId);
          break;
        }
        failures.push(answer?.status ?? 0);
        // Sent again shortly; a message in flight is finished even after the sender was told to stop.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    acknowledged,
    failures,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Whether chat's adapter has a LISTEN session on chat's database (again) within the time given. */
async function listeningAgainWithin(ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  const admin = databaseUrl(platform.serverUrl, 'postgres');
  while (Date.now() < deadline) {
    const sessions = await queryDatabase(admin, "SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN %'", [platform.databases.chat]);
    if (sessions.length > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** "503 ×12, 0 ×3": statuses of the refused sends, 0 for no answer at all. */
const refusedByStatus = (statuses: number[]) =>
  [...new Set(statuses)]
    .sort()
    .map((status) => `${status} ×${statuses.filter((other) => other === status).length}`)
    .join(', ');

describe('chaos: the postmaster, chat and payments killed in turn while paid messages are sent', () => {
  let socket: Socket | null = null;
  afterAll(() => socket?.disconnect());

  it('answers again within 10 s of each kill, restarts only what was killed, and stores and charges every acknowledged message once', async () => {
    const alice = await chatMember({ credits: CREDITS, premium: true, name: 'Alice Chaos' });
    const bob = await chatMember({ name: 'Bob Chaos' });
    // Bob's page is open: a browser's socket must outlive the database's restart.
    socket = await openPage(bob);
    let socketDrops = 0;
    socket.on('disconnect', () => (socketDrops += 1));

    const sender = steadySender(alice, bob.id);
    const waitForAcks = async (count: number) => {
      const deadline = Date.now() + 10_000;
      const target = sender.acknowledged.length + count;
      while (sender.acknowledged.length < target) {
        if (Date.now() > deadline) throw new Error(`fewer than ${count} messages acknowledged within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const recovery: Record<string, number> = {};
    try {
      await waitForAcks(5);
      const before = (await state()).pids;

      recovery.postgres = await killAndRecover(before.postgres);
      await waitForAcks(5);
      // No service exited over the outage: the same processes answer, and the socket stayed open.
      const after = (await state()).pids;
      expect(after).toEqual({ ...before, postgres: after.postgres });
      expect(after.postgres).not.toBe(before.postgres);
      expect(socket.connected).toBe(true);
      expect(socketDrops).toBe(0);
      // Chat's realtime adapter listens again (LISTEN/NOTIFY carries events between chat instances).
      expect(await listeningAgainWithin(5_000)).toBe(true);

      recovery.chat = await killAndRecover(after.chat);
      await waitForAcks(5);
      recovery.payments = await killAndRecover((await state()).pids.payments);
      await waitForAcks(5);
    } finally {
      await sender.stop();
    }

    // One restart each for what was killed, none for the rest: no process is in a restart loop.
    const { restarts, reports } = await state();
    expect({ restarts, reports }).toEqual({
      restarts: { identity: 0, members: 0, chat: 1, payments: 1, site: 0, gateway: 0, postgres: 1 },
      reports: expect.any(Array),
    });

    const chatDb = databaseUrl(platform.serverUrl, platform.databases.chat);
    const paymentsDb = databaseUrl(platform.serverUrl, platform.databases.payments);
    const stored = await queryDatabase<{ client_id: string }>(chatDb, 'SELECT client_id FROM messages WHERE sender_id = $1', [alice.id]);
    const charges = await queryDatabase<{ delta: number }>(paymentsDb, "SELECT delta FROM credit_ledger WHERE member_id = $1 AND reason LIKE 'chat_%'", [
      alice.id,
    ]);
    const [{ balance }] = await queryDatabase<{ balance: number }>(
      paymentsDb,
      'SELECT balance_after AS balance FROM credit_ledger WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [alice.id],
    );
    // What a reader of the closing note wants to know.
    console.log(
      `chaos: recovery after SIGKILL of the postmaster ${recovery.postgres} ms, chat ${recovery.chat} ms, payments ${recovery.payments} ms; ` +
        `${sender.acknowledged.length} messages acknowledged, ${stored.length} stored, ${charges.length} charges; ${sender.failures.length} sends refused and sent again (${refusedByStatus(sender.failures)})`,
    );
    expect(new Set(stored.map((row) => row.client_id))).toEqual(new Set(sender.acknowledged));
    expect(stored).toHaveLength(sender.acknowledged.length);
    expect(charges).toHaveLength(sender.acknowledged.length);
    expect(charges.every((charge) => charge.delta === -TEXT_CREDITS)).toBe(true);
    expect(balance).toBe(CREDITS - sender.acknowledged.length * TEXT_CREDITS);
  }, 60_000);
});
