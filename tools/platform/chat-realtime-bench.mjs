// Chat's realtime path under load, measured end to end on this machine (issue 10):
//   - `count` members, each with a socket.io connection through the gateway (session cookie, Origin),
//     WebSocket transport only, as the shell opens it;
//   - messages sent at `rate` per second through the gateway (POST /api/chat/messages: the session
//     check, the contact check, the charge in payments, the insert) by one half of the members to the
//     other half; the latency is from the start of the send to the recipient's socket receiving it;
//   - the chat service's resident memory before and after the sockets connected, per socket.
// Full size: `npm run bench` (bench/chat-realtime.mjs: 2,000 sockets, 200 messages/s). The test command
// runs it at a smoke size (services/chat/test/realtime-bench.e2e-spec.ts), so it never rots.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { io } from 'socket.io-client';

export const GOALS = { p99Ms: 50, rate: 200, sockets: 2_000 };
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
  await withClient(dbUrl(serverUrl, databases.chat), (client) =>
    client.query('DELETE FROM conversations WHERE member_a = ANY($1::bigint[]) OR member_b = ANY($1::bigint[])', [ids]),
  );
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

function connect(gatewayUrl, member) {
  return new Promise((resolve, reject) => {
    const socket = io(gatewayUrl, {
      path: '/api/chat/socket',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: member.cookie, origin: gatewayUrl },
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(new Error(`socket of member ${member.id}: ${error.message}`)));
  });
}

/**
 * @param {{ gatewayUrl: string, members: Array<{ id: number, cookie: string }>, rate: number, durationSec: number, chatPort?: number, warmupSec?: number }} options
 */
export async function measureChatRealtime({ gatewayUrl, members, rate, durationSec, chatPort, warmupSec = 0 }) {
  const rssBefore = chatPort ? chatServiceRss(chatPort) : null;
  const sockets = [];
  // In batches: a real site's members arrive over minutes, not in one millisecond.
  for (let i = 0; i < members.length; i += 100) sockets.push(...(await Promise.all(members.slice(i, i + 100).map((member) => connect(gatewayUrl, member)))));
  await sleep(500);
  const rssAfter = chatPort ? chatServiceRss(chatPort) : null;

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

  /** POST /api/chat/messages as the shell sends it. */
  const sendText = (from, to, clientId, text) =>
    fetch(`${gatewayUrl}/api/chat/messages`, {
      method: 'POST',
      headers: { cookie: from.cookie, 'content-type': 'application/json', 'x-request-type': 'client' },
      body: JSON.stringify({ client_id: clientId, to: to.id, kind: 'text', text }),
    });
  const half = Math.floor(members.length / 2);
  /** The n-th send: one half of the members writes to the other half, spread over all of them. */
  const pairOf = (n) => [members[n % half], members[half + ((n * 7) % (members.length - half))]];
  // Warm-up, not measured: the first sends compile the hot paths (JIT) and fill the caches every
  // member's first send misses (the gateway's session checks, chat's account states); a site that
  // has been up for a minute has both.
  if (warmupSec > 0) {
    const warmups = [];
    for (let n = 0; n < Math.round(rate * warmupSec); n += 1) {
      const due = performance.now() + 1000 / rate;
      const [from, to] = pairOf(n);
      warmups.push(
        sendText(from, to, randomUUID(), `warm-up ${n}`).then(
          (answer) => answer.arrayBuffer(),
          () => undefined,
        ),
      );
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
    }
    await Promise.all(warmups);
    await sleep(1_000);
  }
  const total = Math.round(rate * durationSec);
  let failed = 0;
  const sends = [];
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
        .then(async (answer) => {
          if (!answer.ok) failed += 1;
          await answer.arrayBuffer();
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
  };
  return { ...result, ok: result.failed === 0 && result.lost === 0 && result.p99 <= GOALS.p99Ms };
}

export function reportChatRealtime(r) {
  const mb = (bytes) => (bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
  return [
    `${r.sockets} sockets through the gateway; ${r.sent} messages at ${r.rate}/s (${r.failed} failed, ${r.lost} never arrived)`,
    `send-to-receive latency: p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms ${r.p99 <= GOALS.p99Ms ? '✔' : '✖'} (goal p99 <= ${GOALS.p99Ms} ms)`,
    `the send call's answer to the sender: p50 ${r.sendP50} ms, p99 ${r.sendP99} ms`,
    `seconds of the run with a message slower than ${GOALS.p99Ms} ms: ${r.slowSeconds.length ? r.slowSeconds.join(', ') : 'none'}`,
    `chat service memory: ${mb(r.rssBefore)} before the sockets, ${mb(r.rssAfter)} with them: ${r.perSocketBytes === null ? 'n/a' : `${(r.perSocketBytes / 1024).toFixed(1)} kB`} per socket`,
  ].join('\n');
}
