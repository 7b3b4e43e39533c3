// CPU time per process from /proc, for the benchmarks' "CPU per message" (issue 34): the platform's
// processes by pid, and every process of the Postgres instance they use (the postmaster's children,
// sorted by database through pg_stat_activity). Linux only; elsewhere every figure is null.
//
// /proc/<pid>/stat sums all the threads of a process (utime + stime), and cutime + cstime hold what
// its waited-for children used: a Postgres backend that ends within the window shows up there, in the
// postmaster's figures.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
const ticksToMs = (ticks) => (ticks * 1000) / CLOCK_TICKS;

/** A process's CPU so far in ms (own and its ended children's) and its parent, or null when it is gone or not readable. */
export function readProcessCpu(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count the fields after it.
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const field = (n) => Number(rest[n - 3]);
  return { ppid: field(4), ownMs: ticksToMs(field(14) + field(15)), childrenMs: ticksToMs(field(16) + field(17)) };
}

function processIds() {
  try {
    return readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
}

/** The processes whose command name (/proc/<pid>/comm) is `name`, e.g. the machine's redis-server, for a meter's `processes`. */
export function findProcessesNamed(name) {
  const found = [];
  for (const entry of processIds()) {
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) found.push({ name, pid: Number(entry) });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/**
 * The platform's processes found in /proc by what they run and listen on (when the platform was not
 * started by the caller, e.g. in the integration tests): each service's `services/<name>/dist/main.js`
 * with PORT=<its port>, the gateway's likewise.
 * @param {{ gatewayUrl?: string, serviceUrls: Record<string, string> }} options
 * @returns {Array<{ name: string, pid: number }>}
 */
export function findPlatformProcesses({ gatewayUrl, serviceUrls }) {
  const wanted = Object.entries({ ...(gatewayUrl ? { gateway: gatewayUrl } : {}), ...serviceUrls }).map(([name, url]) => ({
    name,
    entry: `services/${name}/dist/main.js`,
    port: `PORT=${new URL(url).port}`,
  }));
  const found = [];
  for (const pid of processIds()) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const match = wanted.find(({ entry }) => cmdline.includes(entry));
      if (!match) continue;
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(match.port)) continue;
      found.push({ name: match.name, pid: Number(pid) });
    } catch {
      // ended meanwhile, or not ours to read
    }
  }
  return found.sort((a, b) => wanted.findIndex(({ name }) => name === a.name) - wanted.findIndex(({ name }) => name === b.name));
}

/** How often the Postgres children are read within the window: short-lived backends and autovacuum workers are sorted by database too. */
const SAMPLE_MS = 500;

/**
 * Measures CPU over a window: `await meter.start()`, the work, `await meter.stop()`.
 * - `processes`: the platform's processes (name, pid), each on its own line;
 * - `postgres`: the server the platform uses and the databases that count as the measured work's.
 *   The postmaster's children are read at the start, every SAMPLE_MS and at the end, each sorted by
 *   pg_stat_activity: backends (and autovacuum workers) of those databases count ("its databases"),
 *   processes without a database (checkpointer, walwriter, autovacuum launcher...) and the
 *   postmaster itself count as "background", backends of other databases (another test run or the
 *   platform's, when the floor is measured) are left out. A child that ended within the window
 *   counts up to its last reading under its own kind; the rest of what ended children used (the
 *   postmaster's cutime + cstime, less their last readings) counts as "ended", unattributed: mostly
 *   the last moments of those seen, and children that lived less than SAMPLE_MS.
 * The meter's own connection to Postgres is left out.
 * @param {{ processes: Array<{ name: string, pid: number }>, postgres?: { serverUrl: string, databases: string[], labels?: Record<string, string> } }} options
 *   (labels: a name per database, e.g. the service it belongs to, for the per-database figures)
 */
export function createCpuMeter({ processes, postgres }) {
  let client = null;
  let ownBackend = null;
  let postmaster = null;
  let before = null;
  let loadGeneratorBefore = null;
  /** every Postgres child seen in the window: pid -> { kind, base (ms at the start, 0 for one born in it), last (ms at the last reading) } */
  let seen = null;
  let sampling = null;
  let timer = null;

  const kindOf = (pid, activity) =>
    pid === ownBackend ? 'meter' : !activity?.datname ? 'background' : postgres.databases.includes(activity.datname) ? 'measured' : 'other';

  /** Reads the postmaster's children into `seen`; answers the postmaster's own figures and the living children's pids. */
  async function readPostgres(first) {
    const { rows } = await client.query('SELECT pid, datname FROM pg_stat_activity');
    const byPid = new Map(rows.map((row) => [Number(row.pid), row]));
    const alive = new Set();
    for (const entry of processIds()) {
      const cpu = readProcessCpu(entry);
      if (!cpu || cpu.ppid !== postmaster) continue;
      const pid = Number(entry);
      alive.add(pid);
      const activity = byPid.get(pid);
      const kind = kindOf(pid, activity);
      const known = seen.get(pid);
      // A backend has no database in pg_stat_activity until it has logged in: a later reading names it.
      if (!known) seen.set(pid, { kind, datname: activity?.datname ?? null, base: first ? cpu.ownMs : 0, last: cpu.ownMs });
      else {
        known.last = cpu.ownMs;
        if (known.kind === 'background' && kind !== 'background') Object.assign(known, { kind, datname: activity?.datname ?? null });
      }
    }
    const main = readProcessCpu(postmaster);
    return { alive, postmasterOwnMs: main?.ownMs ?? 0, endedMs: main?.childrenMs ?? 0 };
  }

  const processSnapshot = () => new Map(processes.map(({ pid }) => [pid, readProcessCpu(pid)]));

  return {
    async start() {
      if (postgres) {
        client = new pg.Client({ connectionString: postgres.serverUrl });
        await client.connect();
        ownBackend = Number((await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
        postmaster = readProcessCpu(ownBackend)?.ppid ?? null;
        // Postgres on another machine or in a container of its own: no /proc to read.
        if (postmaster === null) {
          await client.end();
          client = null;
        }
      }
      seen = new Map();
      before = { processes: processSnapshot(), postgres: client ? await readPostgres(true) : null, at: performance.now() };
      if (client) {
        sampling = Promise.resolve();
        timer = setInterval(() => {
          sampling = sampling.then(() => readPostgres(false)).catch(() => undefined);
        }, SAMPLE_MS);
      }
      loadGeneratorBefore = process.cpuUsage();
    },
    /** @returns {Promise<CpuWindow>} */
    async stop() {
      const loadGenerator = process.cpuUsage(loadGeneratorBefore);
      const seconds = (performance.now() - before.at) / 1000;
      const after = processSnapshot();
      const perProcess = processes.map(({ name, pid }) => {
        const start = before.processes.get(pid);
        const end = after.get(pid);
        return { name, ms: start && end ? end.ownMs + end.childrenMs - start.ownMs - start.childrenMs : null };
      });
      let pgCpu = null;
      if (client) {
        clearInterval(timer);
        try {
          await sampling;
          const end = await readPostgres(false);
          const start = before.postgres;
          const sum = { measured: 0, background: end.postmasterOwnMs - start.postmasterOwnMs, other: 0, ended: end.endedMs - start.endedMs };
          /** the measured backends' CPU by database label (still living at the end, or up to their last reading) */
          const byDatabase = {};
          for (const [pid, { kind, datname, base, last }] of seen) {
            if (kind !== 'meter') sum[kind] += last - base;
            if (kind === 'measured') {
              const label = postgres.labels?.[datname] ?? datname;
              byDatabase[label] = (byDatabase[label] ?? 0) + last - base;
            }
            // What an ended child used up to its last reading is counted above (or left out as another database's).
            if (!end.alive.has(pid)) sum.ended -= last;
          }
          sum.ended = Math.max(0, sum.ended);
          pgCpu = { ...sum, byDatabase, total: sum.measured + sum.background + sum.ended };
        } finally {
          await client.end();
          client = null;
        }
      }
      const known = perProcess.filter(({ ms }) => ms !== null).reduce((total, { ms }) => total + ms, 0);
      return {
        seconds,
        perProcess,
        postgres: pgCpu,
        /** the platform's processes and Postgres (without the other databases' backends) */
        totalMs: known + (pgCpu?.total ?? 0),
        loadGeneratorMs: (loadGenerator.user + loadGenerator.system) / 1000,
      };
    },
  };
}

/**
 * One line per figure, in ms of CPU per message.
 * @param {CpuWindow} cpu
 * @param {number} messages
 */
export function reportCpuPerMessage(cpu, messages) {
  const per = (ms) => (ms === null ? 'n/a' : (ms / messages).toFixed(2));
  const parts = cpu.perProcess.map(({ name, ms }) => `${name} ${per(ms)}`);
  if (cpu.postgres) {
    const p = cpu.postgres;
    const databases = Object.entries(p.byDatabase ?? {})
      .sort(([, a], [, b]) => b - a)
      .map(([label, ms]) => `${label} ${per(ms)}`);
    parts.push(
      `postgres ${per(p.total)} (its databases' backends ${per(p.measured)}${databases.length > 1 ? ` [${databases.join(', ')}]` : ''}, background ${per(p.background)}, ended backends, unattributed ${per(p.ended)})`,
    );
  } else parts.push('postgres n/a (no /proc of its processes)');
  return [
    `CPU per message (ms, from /proc over ${cpu.seconds.toFixed(1)} s, ${messages} messages): ${parts.join(', ')}`,
    `  total ${per(cpu.totalMs)} ms per message; left out: the load generator ${per(cpu.loadGeneratorMs)}${cpu.postgres ? `, other databases' backends ${per(cpu.postgres.other)}` : ''}`,
  ].join('\n');
}

/**
 * @typedef {{ seconds: number, perProcess: Array<{ name: string, ms: number | null }>,
 *   postgres: { measured: number, background: number, other: number, ended: number, total: number, byDatabase: Record<string, number> } | null,
 *   totalMs: number, loadGeneratorMs: number }} CpuWindow
 */
