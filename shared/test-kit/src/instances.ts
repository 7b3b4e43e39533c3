import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';
import { baseUrl } from './base-url';

const root = join(__dirname, '..', '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read fields freely and assert them
  body: any;
}

/**
 * One call with node:http, for what fetch cannot send: a Host header of another site, any method.
 * Defaults to the run's gateway and the site's client header.
 */
export function rawCall(
  path: string,
  { method = 'GET', headers = {}, body, origin = baseUrl() }: { method?: string; headers?: Record<string, string>; body?: string; origin?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, headers: { 'x-request-type': 'client', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface RunningInstance {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

async function waitHealthy(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1_000) })).status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** How long a stopped instance may take to close its connections before it is killed. */
const STOP_GRACE_MS = 10_000;

function started(child: ChildProcess, url: string, name: string): RunningInstance {
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      // A graceful close that hangs (a CI run once saw a gateway outlive its 30 s hook) must not fail the
      // test that used the instance: it is killed, and the log says so, for whoever looks into shutdowns.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), STOP_GRACE_MS)));
      if ((await Promise.race([exited, late])) === 'late') {
        console.warn(`${name} at ${url} did not exit within ${STOP_GRACE_MS} ms of SIGTERM; killed`);
        child.kill('SIGKILL');
        await exited;
      }
      clearTimeout(timer);
    },
  };
}

/**
 * Another instance of a built service on the run's database, with some settings changed (e.g. a low
 * limit, or DATABASE_URL of a scratch database); `port` to come back where a killed one was.
 */
export async function startServiceInstance(
  service: string,
  env: Record<string, string> = {},
  { port: fixedPort }: { port?: number } = {},
): Promise<RunningInstance> {
  const databases = JSON.parse(process.env.RDV_DATABASES ?? '{}') as Record<string, string>;
  const server = new URL(process.env.RDV_SERVER_URL ?? '');
  server.pathname = `/${databases[service]}`;
  const port = fixedPort ?? (await freePort());
  const child = spawn(process.execPath, [join(root, 'services', service, 'dist', 'main.js')], {
    env: {
      ...process.env,
      ...(JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}') as Record<string, string>),
      PORT: String(port),
      DATABASE_URL: server.toString(),
      SEED_DEMO_DATA: 'false',
      PHOTO_DIR: process.env.RDV_PHOTO_DIR ?? '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(`${url}/health`, child, service);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return started(child, url, service);
}

/** A second gateway in front of the run's services, with some settings changed (limits, trusted proxies, tokens). */
export async function startExtraGateway(env: Record<string, string> = {}): Promise<RunningInstance> {
  const settings = JSON.parse(process.env.RDV_GATEWAY_SETTINGS ?? '{}') as Record<string, string>;
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'services', 'gateway', 'dist', 'main.js')], {
    // RELEASE_CHECKOUT_DIR off: an extra gateway serves the store it is given, it does not publish the checkout into it.
    env: { ...process.env, ...settings, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', RELEASE_CHECKOUT_DIR: '', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  // A file path: it spends none of the API or page budgets a test may set low.
  await waitHealthy(`${url}/shell/index.html`, child, 'gateway');
  return started(child, url, 'gateway');
}

/**
 * Empty databases of the test's own on the run's Postgres server, for instances that must not share
 * state with the run's services; `drop` removes them.
 */
export async function scratchDatabases(names: string[]): Promise<{ urls: Record<string, string>; drop(): Promise<void> }> {
  const server = process.env.RDV_SERVER_URL ?? '';
  const prefix = `rdv_scratch_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  const urls: Record<string, string> = {};
  try {
    for (const name of names) {
      await admin.query(`CREATE DATABASE ${prefix}_${name}`);
      const url = new URL(server);
      url.pathname = `/${prefix}_${name}`;
      urls[name] = url.toString();
    }
  } finally {
    await admin.end();
  }
  return {
    urls,
    async drop() {
      const client = new Client({ connectionString: server });
      await client.connect();
      try {
        for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${prefix}_${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Runs one query on a database given by URL (a scratch database, say). */
export async function queryDatabase<T = Record<string, unknown>>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
