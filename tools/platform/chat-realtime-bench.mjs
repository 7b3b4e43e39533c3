// Chat's realtime path under load, measured end to end on this machine (issue 10):
//   - `count` members, each with a socket.io connection as the shell opens it, WebSocket transport only: straight to
//     chat's instances with a ticket from the gateway (`chatUrls`, as production's ingress routes it), or through the
//     gateway's pipe (session cookie, Origin; as `npm start` runs);
//   - messages sent at `rate` per second by one half of the members to the other half, over the sender's
//     socket (`chat:send` with an acknowledgement, as the site sends them: the contact rules, the charge in
//     payments, the insert), or with `sendOver: 'post'` as POST /api/chat/messages through the gateway (API
//     clients' way, with the gateway's session check); the latency is from the start of the send to the
//     recipient's socket receiving it;
//   - the chat service's resident memory before and after the sockets connected, per socket;
//   - with a CPU meter (proc-cpu.mjs), the CPU each platform process and Postgres used in the measured
//     window, per message (issue 34);
//   - the same load against the floor (chat-floor-server.mjs: socket.io and one INSERT per message, no
//     framework, no gateway; the send goes over the sender's socket), for the ratio platform/floor.
// Full size: `npm run bench` (bench/chat-realtime.mjs: 2,000 sockets, 200 messages/s). The test command
// runs it at a smoke size (services/chat/test/realtime-bench.e2e-spec.ts), so it never rots.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { io } from 'socket.io-client';
import { reportCpuPerMessage } from './proc-cpu.mjs';

/** Issue 34's goals: 2,000 sockets at 100 messages/s with p99 <= 50 ms; CPU per message <= 8 ms and <= 4x the floor's; two instances at most 15 % dearer. */
export const GOALS = { p99Ms: 50, rate: 100, sockets: 2_000, cpuMsPerMessage: 8, floorRatio: 4, twoInstancesExtra: 0.15 };
/** Members whose every pair wrote once, by target (the platform's gateway or the floor): see measureChatRealtime's warm-up. */
const pairsWarmed = new WeakMap();
/** Generated members' ids start here in every service's tables, far above signups and demo data. */
const BENCH_ID_BASE = 8_000_000_000;

const dbUrl = (serverUrl, database) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * `count` members who may chat, written straight into each owner's tables (signing up 2,000 members
 * would measure argon2): an active account with a live session (identity), a shown profile (members),
 * premium with plenty of credits (payments). Answers each member's id and session cookie value.
 */
export async function seedChatMembers({ serverUrl, databases, count }) {
  const runId = randomBytes(4).toString('hex');
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const base = BENCH_ID_BASE + (Number.parseInt(runId, 16) % 1_000_000) * 1_000;
  const ids = tokens.map((_, i) => base + i);
  await withClient(dbUrl(serverUrl, databases.identity), async (client) => {
    await client.query(
      `INSERT INTO accounts (id, email, password_hash, status)
       OVERRIDING SYSTEM VALUE
       SELECT id, 'bench-' || id || '@bench.test', 'not-a-login', 'active' FROM unnest($1::bigint[]) AS id`,
      [ids],
    );
    await client.query(
      `INSERT INTO sessions (account_id, token_hash, expires_at)
       SELECT id, hash, now() + interval '1 day' FROM unnest($1::bigint[], $2::text[]) AS s(id, hash)`,
      [ids, tokens.map((token) => createHash('sha256').update(token).digest('hex'))],
    );
  });
  await withClient(dbUrl(serverUrl, databases.members), (client) =>
    client.query(
      `INSERT INTO profiles (id, name, gender, sexuality, birth_date, country, status, premium)
       SELECT id, 'Bench ' || (id % 100000), CASE WHEN id % 2 = 0 THEN 'female' ELSE 'male' END, 'hetero', DATE '1990-01-01', 'NL', 'active', true
         FROM unnest($1::bigint[]) AS id`,
      [ids],
    ),
  );
  await withClient(dbUrl(serverUrl, databases.payments), async (client) => {
    await client.query('INSERT INTO memberships (member_id, premium_since) SELECT id, now() FROM unnest($1::bigint[]) AS id', [ids]);
    await client.query(
      `INSERT INTO credit_ledger (member_id, delta, balance_after, reason, reference)
       SELECT id, 100000, 100000, 'purchase', 'bench-' || id FROM unnest($1::bigint[]) AS id`,
      [ids],
    );
  });
  return ids.map((id, i) => ({ id, cookie: `rdv_session=${tokens[i]}` }));
}

/** Removes what seedChatMembers wrote (and the bench's conversations), so a smoke run leaves the run's data as it was. */
export async function removeChatMembers({ serverUrl, databases, members }) {
  const ids = members.map((member) => member.id);
  await withClient(dbUrl(serverUrl, databases.chat), async (client) => {
    await client.query('DELETE FROM conversations WHERE member_a = ANY($1::bigint[]) OR member_b = ANY($1::bigint[])', [ids]);
    // Chat's read model of members' contact facts (ADR 0010, step 2): the next run's members start unknown.
    await client.query('DELETE FROM contact_pairs WHERE from_id = ANY($1::bigint[]) OR to_id = ANY($1::bigint[])', [ids]);
    await client.query('DELETE FROM contact_members WHERE member_id = ANY($1::bigint[])', [ids]);
  });
  await withClient(dbUrl(serverUrl, databases.payments), async (client) => {
    await client.query('DELETE FROM credit_ledger WHERE member_id = ANY($1::bigint[])', [ids]);
    await client.query('DELETE FROM memberships WHERE member_id = ANY($1::bigint[])', [ids]);
  });
  await withClient(dbUrl(serverUrl, databases.members), (client) => client.query('DELETE FROM profiles WHERE id = ANY($1::bigint[])', [ids]));
  await withClient(dbUrl(serverUrl, databases.identity), (client) => client.query('DELETE FROM accounts WHERE id = ANY($1::bigint[])', [ids]));
}

/** The resident memory (bytes) of the process listening as the chat service on `port`, or null when it cannot be found. */
export function chatServiceRss(port) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes('services/chat/dist/main.js')) continue;
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (!environ.includes(`PORT=${port}`)) continue;
      const rss = readFileSync(`/proc/${entry}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
      return rss ? Number(rss[1]) * 1024 : null;
    } catch {
      // a process that ended meanwhile, or one not ours to read
    }
  }
  return null;
}

const percentile = (sorted, p) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10 : NaN);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function connect(url, member, options) {
  return new Promise((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], reconnection: false, ...options });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(new Error(`socket of member ${member.id}: ${error.message}`)));
  });
}

/** The ticket that opens a member's socket straight to chat (GET /api/chat/socket-ticket through the gateway, as the shell asks). */
async function ticketOf(gatewayUrl, member) {
  const answer = await fetch(`${gatewayUrl}/api/chat/socket-ticket`, { headers: { cookie: member.cookie, 'x-request-type': 'client' } });
  if (!answer.ok) throw new Error(`no socket ticket for member ${member.id}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).ticket;
}

/** Which of `instances` chat instances a member's socket goes to (straight to chat, `chatUrls`). */
const chatInstanceOf = (member, instances) => member.id % instances;

/**
 * The platform: sockets as the shell opens them, through the gateway's pipe, or with `chatUrls` straight to chat's
 * instances in turn as production's ingress routes them (ADR 0010: a ticket from the gateway, the Origin of the site
 * the browser connected to, which an ingress keeps as the Host); sends over the sender's socket, or as POST /api/chat/messages.
 */
export const platformTarget = (gatewayUrl, sendOver, chatUrls = null) => {
  const tickets = new Map();
  return {
    name: chatUrls ? 'chat, sockets straight to it' : 'the gateway',
    // Every member's ticket first (each lives a minute; connecting 2,000 sockets takes seconds), so chat's memory per
    // socket is read without the garbage of 2,000 ticket calls in between.
    prepare: chatUrls
      ? async (members) => {
          for (let i = 0; i < members.length; i += 100) {
            const batch = members.slice(i, i + 100);
            const issued = await Promise.all(batch.map((member) => ticketOf(gatewayUrl, member)));
            batch.forEach((member, j) => tickets.set(member.id, issued[j]));
          }
        }
      : async () => undefined,
    connect: chatUrls
      ? (member) => {
          const url = chatUrls[chatInstanceOf(member, chatUrls.length)];
          return connect(url, member, { path: '/api/chat/socket', auth: { ticket: tickets.get(member.id) }, extraHeaders: { origin: url } });
        }
      : (member) => connect(gatewayUrl, member, { path: '/api/chat/socket', extraHeaders: { cookie: member.cookie, origin: gatewayUrl } }),
    send:
      sendOver === 'post'
        ? (from, _socket, to, clientId, text) =>
            fetch(`${gatewayUrl}/api/chat/messages`, {
              method: 'POST',
              headers: { cookie: from.cookie, 'content-type': 'application/json', 'x-request-type': 'client' },
              body: JSON.stringify({ client_id: clientId, to: to.id, kind: 'text', text }),
            }).then(async (answer) => {
              await answer.arrayBuffer();
              return answer.ok;
            })
        : sendOverSocket,
  };
};

/** A send over the sender's own socket with an acknowledgement: the platform's `chat:send` and the floor's answer alike. */
export const sendOverSocket = (_from, socket, to, clientId, text) =>
  socket
    .timeout(30_000)
    .emitWithAck('chat:send', { client_id: clientId, to: to.id, kind: 'text', text })
    .then((answer) => answer?.ok === true);

/** The floor (chat-floor-server.mjs): the member id in the handshake, sends over the sender's own socket with an ack. */
const floorTarget = (floorUrl) => ({
  name: 'the floor server',
  prepare: async () => undefined,
  connect: (member) => connect(floorUrl, member, { path: '/socket', auth: { member: member.id } }),
  send: sendOverSocket,
});

function rssOfPid(pid) {
  try {
    const rss = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return rss ? Number(rss[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The platform through `gatewayUrl`, or the floor server at `floorUrl` (its process `floorPid` for the
 * memory). `cpuMeter` (proc-cpu.mjs createCpuMeter) is started and stopped around the measured window.
 * `sendOver`: 'socket' (the default, as the site sends) or 'post' (POST /api/chat/messages through the gateway).
 * `chatUrls`: the sockets go straight to these chat instances in turn, with tickets (as production's ingress routes
 * them); without, through the gateway's pipe (as `npm start` runs).
 * @param {{ gatewayUrl?: string, floorUrl?: string, floorPid?: number, members: Array<{ id: number, cookie?: string }>, rate: number, durationSec: number, chatPort?: number, warmupSec?: number, sendOver?: 'socket' | 'post', chatUrls?: string[] | null,
 *   cpuMeter?: { start(): Promise<void>, stop(): Promise<import('./proc-cpu.mjs').CpuWindow> } }} options
 */
export async function measureChatRealtime({
  gatewayUrl,
  floorUrl,
  floorPid,
  members,
  rate,
  durationSec,
  chatPort,
  warmupSec = 0,
  cpuMeter,
  sendOver = 'socket',
  chatUrls = null,
}) {
  const target = floorUrl ? floorTarget(floorUrl) : platformTarget(gatewayUrl, sendOver, chatUrls);
  const rss = () => (floorPid ? rssOfPid(floorPid) : chatPort ? chatServiceRss(chatPort) : null);
  await target.prepare(members);
  const rssBefore = rss();
  const sockets = [];
  // In batches: a real site's members arrive over minutes, not in one millisecond.
  for (let i = 0; i < members.length; i += 100) sockets.push(...(await Promise.all(members.slice(i, i + 100).map((member) => target.connect(member)))));
  await sleep(500);
  const rssAfter = rss();

  const sentAt = new Map();
  const latencies = [];
  /** [send start, latency] per message: which second of the run the slow ones were sent in */
  const timeline = [];
  const answerTimes = [];
  members.forEach((member, i) => {
    sockets[i].on('chat:message', (message) => {
      if (message.sender_id === member.id) return;
      const started = sentAt.get(message.client_id);
      if (started !== undefined) {
        latencies.push(performance.now() - started);
        timeline.push([started, performance.now() - started]);
      }
    });
  });

  const socketOf = new Map(members.map((member, i) => [member.id, sockets[i]]));
  const sendText = (from, to, clientId, text) => target.send(from, socketOf.get(from.id), to, clientId, text);
  const half = Math.floor(members.length / 2);
  // With sockets on several chat instances every message crosses from the sender's instance to the recipient's (an
  // instance is chosen by the member's id, platformTarget's connect): the next member of the other half whose socket
  // is on another instance than the sender's.
  const instanceOf = (member) => (chatUrls ? chatInstanceOf(member, chatUrls.length) : 0);
  const crossing = chatUrls !== null && chatUrls.length > 1;
  /** The n-th send: one half of the members writes to the other half, spread over all of them. */
  const pairOf = (n) => {
    const from = members[n % half];
    for (let k = 0; ; k += 1) {
      const to = members[half + ((n * 7 + k) % (members.length - half))];
      if (!crossing || instanceOf(to) !== instanceOf(from) || k >= members.length) return [from, to];
    }
  };
  // Warm-up, not measured: the first sends compile the hot paths (JIT) and fill the caches every
  // member's first send misses (the gateway's session checks, chat's account states). The first
  // warm-up of these members on a target also writes once in every pair, so chat knows its contact facts
  // (a pair's first message also asks members), at 100/s at least; later ones (the rate search) only
  // warm up at their own rate, so a low rate is not measured right after a burst. A site that has been
  // up for a minute has all of it.
  if (warmupSec > 0) {
    const warmups = [];
    const targetKey = gatewayUrl ?? floorUrl;
    const warmed = pairsWarmed.get(members) ?? new Set();
    pairsWarmed.set(members, warmed);
    const everyPair = !warmed.has(targetKey);
    warmed.add(targetKey);
    const warmupRate = everyPair ? Math.max(rate, 100) : rate;
    for (let n = 0; n < (everyPair ? Math.max(Math.round(rate * warmupSec), half) : Math.round(rate * warmupSec)); n += 1) {
      const due = performance.now() + 1000 / warmupRate;
      const [from, to] = pairOf(n);
      warmups.push(sendText(from, to, randomUUID(), `warm-up ${n}`).catch(() => undefined));
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
    }
    await Promise.all(warmups);
    await sleep(1_000);
  }
  const total = Math.round(rate * durationSec);
  let failed = 0;
  const sends = [];
  await cpuMeter?.start();
  const started = performance.now();
  for (let n = 0; n < total; n += 1) {
    // An open loop: each send starts on its schedule, whatever the ones before are doing.
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const [from, to] = pairOf(n);
    const clientId = randomUUID();
    const sendStarted = performance.now();
    sentAt.set(clientId, sendStarted);
    sends.push(
      sendText(from, to, clientId, `bench message ${n}`)
        .then((ok) => {
          if (!ok) failed += 1;
          answerTimes.push(performance.now() - sendStarted);
        })
        .catch(() => {
          failed += 1;
        }),
    );
  }
  const elapsedSec = (performance.now() - started) / 1000;
  await Promise.all(sends);
  // The last messages' events: give them a moment to arrive.
  for (let waited = 0; latencies.length < total - failed && waited < 3_000; waited += 50) await sleep(50);
  // The window ends with the last message received (or given up on), before the sockets close.
  const cpu = cpuMeter ? await cpuMeter.stop() : null;
  for (const socket of sockets) socket.disconnect();

  const perSecond = new Map();
  for (const [sent, latency] of timeline) {
    const second = Math.floor((sent - started) / 1000);
    perSecond.set(second, Math.max(perSecond.get(second) ?? 0, latency));
  }
  const slowSeconds = [...perSecond]
    .filter(([, worst]) => worst > GOALS.p99Ms)
    .map(([second]) => second)
    .sort((a, b) => a - b);
  latencies.sort((a, b) => a - b);
  answerTimes.sort((a, b) => a - b);
  const perSocketBytes = rssBefore !== null && rssAfter !== null ? Math.round((rssAfter - rssBefore) / members.length) : null;
  const result = {
    target: target.name,
    sockets: members.length,
    sent: total,
    rate: Math.round(total / elapsedSec),
    failed,
    received: latencies.length,
    lost: total - failed - latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.length ? Math.round(latencies[latencies.length - 1] * 10) / 10 : NaN,
    /** the send call's own round trip (the answer to the sender), for comparison */
    sendP50: percentile(answerTimes, 50),
    sendP99: percentile(answerTimes, 99),
    rssBefore,
    rssAfter,
    perSocketBytes,
    /** the seconds of the run (from 0) in which some message took longer than the goal */
    slowSeconds,
    /** CPU used in the measured window, per process (null without a meter) */
    cpu,
  };
  return { ...result, ok: result.failed === 0 && result.lost === 0 && result.p99 <= GOALS.p99Ms };
}

export function reportChatRealtime(r) {
  const mb = (bytes) => (bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
  return [
    `${r.sockets} sockets through ${r.target ?? 'the gateway'}; ${r.sent} messages at ${r.rate}/s (${r.failed} failed, ${r.lost} never arrived)`,
    `send-to-receive latency: p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms ${r.p99 <= GOALS.p99Ms ? '✔' : '✖'} (goal p99 <= ${GOALS.p99Ms} ms)`,
    `the send call's answer to the sender: p50 ${r.sendP50} ms, p99 ${r.sendP99} ms`,
    `seconds of the run with a message slower than ${GOALS.p99Ms} ms: ${r.slowSeconds.length ? r.slowSeconds.join(', ') : 'none'}`,
    `${r.target === 'the floor server' ? 'floor server' : 'chat service'} memory: ${mb(r.rssBefore)} before the sockets, ${mb(r.rssAfter)} with them: ${r.perSocketBytes === null ? 'n/a' : `${(r.perSocketBytes / 1024).toFixed(1)} kB`} per socket`,
    ...(r.cpu ? [reportCpuPerMessage(r.cpu, r.sent)] : []),
  ].join('\n');
}

/** The platform's and the floor's figures of runs of the same shape, side by side, and the ratio platform/floor. */
export function reportAgainstFloor(platform, floor) {
  const cpuPer = (r) => (r.cpu ? r.cpu.totalMs / r.sent : null);
  const pgPer = (r) => (r.cpu?.postgres ? r.cpu.postgres.total / r.sent : null);
  const ownPer = (r) => (r.cpu ? r.cpu.perProcess.reduce((total, { ms }) => total + (ms ?? 0), 0) / r.sent : null);
  const rows = [
    ['CPU per message, all (ms)', cpuPer],
    ['  of it the servers (ms)', ownPer],
    ['  of it Postgres (ms)', pgPer],
    ['send-to-receive p50 (ms)', (r) => r.p50],
    ['send-to-receive p99 (ms)', (r) => r.p99],
    ['lost / failed', (r) => `${r.lost} / ${r.failed}`],
  ];
  const cell = (value) => (value === null || value === undefined ? 'n/a' : typeof value === 'number' ? value.toFixed(2) : value);
  const ratio = (a, b) => (typeof a === 'number' && typeof b === 'number' && b > 0 ? `${(a / b).toFixed(1)}x` : '');
  const lines = [
    `Platform and floor, ${platform.sockets} sockets, ${platform.sent} and ${floor.sent} messages at ${platform.rate}/s and ${floor.rate}/s:`,
    `  ${''.padEnd(28)}${'platform'.padStart(10)}${'floor'.padStart(10)}${'ratio'.padStart(8)}`,
  ];
  for (const [label, read] of rows)
    lines.push(`  ${label.padEnd(28)}${cell(read(platform)).padStart(10)}${cell(read(floor)).padStart(10)}${ratio(read(platform), read(floor)).padStart(8)}`);
  return lines.join('\n');
}
