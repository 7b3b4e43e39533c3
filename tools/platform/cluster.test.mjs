// The cluster mode (`npm run start:cluster`, docs/adr/0021-cluster-mode-on-one-machine.md) at test size: HAProxy in
// front of two gateways and two replicas of every service, Redis between them, Postgres as in the tests. What a
// member and an operator would notice: a session, a chat, a release and a limit that span both gateways, and a steady
// load that survives one replica of each tier being killed. Needs the builds, Redis (REDIS_URL, default the machine's)
// and Debian's haproxy (.ci/run installs it). Run with `node --test tools/platform/cluster.test.mjs`.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, appendFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { platformTarget, removeChatMembers, seedChatMembers, sendOverSocket } from './chat-realtime-bench.mjs';
import { demoSessionCookie } from './gateway-hop-bench.mjs';
import { databaseUrl } from './postgres.mjs';
import { deployBuild } from './release-client.mjs';
import { startTestPlatform, TEST_RELEASE_TOKEN } from './test-platform.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const TELEMETRY_LIMIT = 10;
const restarts = [];
let platform;
let members = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

before(async () => {
  platform = await startTestPlatform({
    root,
    replicas: 2,
    redisUrl: REDIS_URL,
    // Killed replicas come back, as under npm start (and as Kubernetes restarts a container).
    supervise: true,
    report: (line) => restarts.push(line),
    gatewayEnv: { TELEMETRY_RATE_LIMIT_PER_MINUTE: String(TELEMETRY_LIMIT) },
  });
  members = await seedChatMembers({ serverUrl: platform.serverUrl, databases: platform.databases, count: 3 });
});

after(async () => {
  if (members.length) await removeChatMembers({ serverUrl: platform.serverUrl, databases: platform.databases, members }).catch(() => undefined);
  await platform?.stop();
});

async function query(database, sql, params = []) {
  const client = new pg.Client({ connectionString: databaseUrl(platform.serverUrl, platform.databases[database]) });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

test('runs two gateways and two replicas of every service behind HAProxy', async () => {
  assert.equal(platform.gatewayReplicaUrls.length, 2);
  for (const urls of Object.values(platform.serviceReplicaUrls)) assert.equal(urls.length, 2);
  const health = await fetch(`${platform.baseUrl}/api/health`);
  assert.equal(health.status, 200);
});

test('a login on one gateway is a session on the other', async () => {
  const [first, second] = platform.gatewayReplicaUrls;
  const cookie = await demoSessionCookie(first);
  const answers = await Promise.all([first, second].map((gateway) => fetch(`${gateway}/api/user.php`, { headers: { cookie } })));
  assert.deepEqual(
    answers.map((answer) => answer.status),
    [200, 200],
  );
  const [one, other] = await Promise.all(answers.map((answer) => answer.json()));
  assert.ok(one.id > 0);
  assert.equal(other.id, one.id);
});

test('a member on one gateway chats in real time with a member on the other, across chat replicas', async () => {
  const [first, second] = platform.gatewayReplicaUrls;
  const [alice, bob] = members;
  const aliceSocket = await platformTarget(first).connect(alice);
  // Bob twice on the second gateway: HAProxy hands new connections to the chat replicas in turn, so at least one of
  // Bob's sockets is on another chat replica than Alice's, and both must get the message (the Redis adapter).
  const bobSockets = [await platformTarget(second).connect(bob), await platformTarget(second).connect(bob)];
  try {
    const clientId = randomUUID();
    const arrivals = bobSockets.map(
      (socket) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('the message did not arrive within 5 s')), 5_000);
          socket.on('chat:message', (message) => {
            if (message.client_id !== clientId) return;
            clearTimeout(timer);
            resolve(message);
          });
        }),
    );
    assert.equal(await sendOverSocket(alice, aliceSocket, bob, clientId, 'across the cluster'), true);
    const received = await Promise.all(arrivals);
    for (const message of received) assert.equal(message.sender_id, alice.id);
  } finally {
    for (const socket of [aliceSocket, ...bobSockets]) socket.disconnect();
  }
});

test('a release made through one gateway is served by both within a second (Postgres and the object store between them)', async () => {
  const [first, second] = platform.gatewayReplicaUrls;
  // The checkout's legal remote with one byte more: a new content hash, so a new version.
  const build = mkdtempSync(join(tmpdir(), 'rdv-cluster-release-'));
  try {
    cpSync(join(root, 'mfe-legal', 'dist'), build, { recursive: true });
    appendFileSync(join(build, 'release.json'), '\n');
    const released = await deployBuild({ url: first, token: TEST_RELEASE_TOKEN, who: 'cluster test' }, 'mfe-legal', build);
    const at = Date.now();
    assert.ok(released.version, JSON.stringify(released));
    let seenAfter = null;
    while (Date.now() - at < 5_000) {
      const manifest = await (await fetch(`${second}/api/remotes.json`)).text();
      if (manifest.includes(released.version)) {
        seenAfter = Date.now() - at;
        break;
      }
      await sleep(20);
    }
    console.log(`# the release reached the second gateway after ${seenAfter ?? '> 5000'} ms`);
    assert.ok(seenAfter !== null && seenAfter <= 1_000, `the second gateway served the release after ${seenAfter ?? '> 5000'} ms`);
    // Each gateway has a CDN folder of its own: the second copied the version from the object store.
    const [fromFirst, fromSecond] = await Promise.all([first, second].map((gateway) => fetch(`${gateway}/cdn/mfe-legal/${released.version}/release.json`)));
    assert.deepEqual([fromFirst.status, fromSecond.status], [200, 200]);
    assert.equal(await fromSecond.text(), await fromFirst.text());
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
});

test('a rate limit counts across both gateways (Redis)', async () => {
  const [first, second] = platform.gatewayReplicaUrls;
  // A visitor of the test's own (the gateways trust HAProxy's, here the test's, X-Forwarded-For), so an earlier run's
  // counters in the shared Redis do not count.
  const visitor = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  const statuses = [];
  for (let n = 0; n < TELEMETRY_LIMIT + 4; n += 1) {
    const answer = await fetch(`${n % 2 ? second : first}/api/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-type': 'client', 'x-forwarded-for': visitor },
      body: '{}',
    });
    statuses.push(answer.status);
  }
  assert.equal(statuses.filter((status) => status !== 429).length, TELEMETRY_LIMIT, statuses.join(' '));
  assert.deepEqual(statuses.slice(TELEMETRY_LIMIT), [429, 429, 429, 429]);
});

/** Between one poll and the next of a read loop: two loops poll about 400 times a second. */
const READ_PAUSE_MS = 4;

test('killing one replica of each tier under steady load loses nothing a member was told had worked', async () => {
  const cookie = await demoSessionCookie(platform.baseUrl);
  const [, , carol] = members;
  const [alice] = members;
  let running = true;
  const reads = { ok: 0, failed: 0 };
  /** When each failed request ended: the service is restored after the last failure that follows a kill. */
  const failedAt = [];
  const sends = { acknowledged: [], failed: 0 };
  // Steady load through HAProxy: members' polls, and paid messages by POST (what an API client sends). Paced, not
  // as fast as the machine goes: a load that takes both cores would measure how slowly a process starts on a
  // saturated machine (the replicas' return), not what a member notices while a replica is lost.
  const readLoop = async () => {
    while (running) {
      const answer = await fetch(`${platform.baseUrl}/api/user.php`, { headers: { cookie } }).catch(() => null);
      if (answer?.status === 200) reads.ok += 1;
      else {
        reads.failed += 1;
        failedAt.push(Date.now());
      }
      await answer?.arrayBuffer();
      await sleep(READ_PAUSE_MS);
    }
  };
  const sendLoop = async () => {
    while (running) {
      const clientId = randomUUID();
      const answer = await fetch(`${platform.baseUrl}/api/chat/messages`, {
        method: 'POST',
        headers: { cookie: alice.cookie, 'content-type': 'application/json', 'x-request-type': 'client' },
        body: JSON.stringify({ client_id: clientId, to: carol.id, kind: 'text', text: `steady ${clientId}` }),
      }).catch(() => null);
      if (answer?.ok) sends.acknowledged.push(clientId);
      else {
        sends.failed += 1;
        failedAt.push(Date.now());
      }
      await answer?.arrayBuffer();
      await sleep(25);
    }
  };
  const loops = [readLoop(), readLoop(), sendLoop()];
  await sleep(1_000);
  /** From the kill until the new process answers its liveness probe: the replica's return (capacity). */
  const restored = {};
  /** From the kill until the last request that failed because of it: the service as its callers see it. */
  const serviceRestored = {};
  for (const name of ['gateway-2', 'identity-2', 'members-2', 'chat-2', 'payments-2', 'site-2']) {
    const supervised = platform.supervised.find((process) => process.name === name);
    const before = supervised.process;
    const killedAt = Date.now();
    before.kill('SIGKILL');
    // Back when the new process answers its own liveness probe.
    const url = name.startsWith('gateway') ? platform.gatewayReplicaUrls[1] : platform.serviceReplicaUrls[name.split('-')[0]][1];
    for (;;) {
      const up =
        supervised.process !== before &&
        (await fetch(`${url}/health/live`)
          .then((answer) => answer.ok)
          .catch(() => false));
      if (up) break;
      if (Date.now() - killedAt > 20_000) throw new Error(`${name} did not come back within 20 s`);
      await sleep(50);
    }
    restored[name] = Date.now() - killedAt;
    await sleep(1_000);
    const failuresOfThisKill = failedAt.filter((at) => at >= killedAt);
    serviceRestored[name] = failuresOfThisKill.length ? Math.max(...failuresOfThisKill) - killedAt : 0;
    failedAt.length = 0;
  }
  running = false;
  await Promise.all(loops);

  const total = reads.ok + reads.failed + sends.acknowledged.length + sends.failed;
  const failedShare = (reads.failed + sends.failed) / total;
  console.log(
    `# killed one replica of each tier: ${total} requests (${reads.ok + reads.failed} polls, ${reads.failed} failed; ${sends.acknowledged.length + sends.failed} paid messages, ${sends.failed} failed), ${(failedShare * 100).toFixed(2)} % failed; the service restored (last failed request) after ${JSON.stringify(serviceRestored)} ms; the replica back after ${JSON.stringify(restored)} ms`,
  );
  assert.ok(failedShare <= 0.001, `${reads.failed} reads and ${sends.failed} sends failed of ${total}`);
  // Issue 35's goal: the service restored within 5 s. The other replica serves from the kill on (HAProxy routes around
  // the dead one), so only requests caught by the kill fail. The killed replica's own return is a process start
  // (3-5 s on a loaded 2-core machine, longer for a pod): reported, and bounded by the 20 s wait above.
  for (const [name, ms] of Object.entries(serviceRestored)) assert.ok(ms <= 5_000, `${name}: requests still failed ${ms} ms after the kill`);
  // Every acknowledged message stored once and charged once.
  const stored = await query(
    'chat',
    'SELECT client_id::text AS id, count(*)::int AS n FROM messages WHERE sender_id = $1 AND client_id = ANY($2::uuid[]) GROUP BY client_id',
    [alice.id, sends.acknowledged],
  );
  assert.equal(stored.length, sends.acknowledged.length);
  assert.ok(stored.every((row) => row.n === 1));
  const charged = await query('payments', 'SELECT count(*)::int AS n FROM credit_ledger WHERE reference = ANY($1::text[])', [
    sends.acknowledged.map((clientId) => `chat:${alice.id}:${clientId}`),
  ]);
  assert.ok(charged[0].n <= sends.acknowledged.length, 'no message is charged twice');
  assert.ok(sends.acknowledged.length > 20, `only ${sends.acknowledged.length} messages were sent`);
});
