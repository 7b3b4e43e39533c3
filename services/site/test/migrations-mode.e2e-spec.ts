import { SERVICES as SERVICE_UNITS } from '@rendezvous/contracts';
import { queryDatabase, scratchDatabases } from '@rendezvous/test-kit';
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// The MIGRATIONS setting (nest-kit migrationsMode), for every service with a database: a cluster's migration job
// runs `MIGRATIONS=only` once per release (deploy/helm/rendezvous, templates/migrations-job.yaml) and its replicas
// start with `MIGRATIONS=skip`, so no replica migrates at start.

const root = join(__dirname, '..', '..', '..');
/** The machine's Redis (a job in the cluster has REDIS_URL set like every replica). */
const REDIS_URL = process.env.RDV_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Every service keeps a database of its own (the platform's list). */
const SERVICES = SERVICE_UNITS.map(({ name }) => name);
const migrationFiles = (service: string) =>
  readdirSync(join(root, 'services', service, 'src', 'migrations')).filter((file) => /^\d+-.+\.ts$/.test(file) && !file.endsWith('.spec.ts')).length;

function runOnce(service: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(root, 'services', service, 'dist', 'main.js')], {
    env: {
      ...process.env,
      ...(JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}') as Record<string, string>),
      PORT: '1',
      SEED_DEMO_DATA: 'false',
      PHOTO_DIR: process.env.RDV_PHOTO_DIR ?? '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, output });
    }),
  );
}

const applied = async (url: string) => Number((await queryDatabase<{ n: number }>(url, 'SELECT count(*)::int AS n FROM migrations'))[0].n);
const hasMigrationsTable = async (url: string) => (await queryDatabase<{ t: string | null }>(url, "SELECT to_regclass('migrations')::text AS t"))[0].t !== null;

describe('MIGRATIONS=only, the migration job’s command', () => {
  it.each(SERVICES)(
    'migrates a fresh %s database completely and ends with exit code 0, without answering',
    async (service) => {
      const scratch = await scratchDatabases([service]);
      try {
        // With Redis set, as in the cluster: the clients it opens (rate counters) must not keep the job's process alive.
        const run = await runOnce(service, { DATABASE_URL: scratch.urls[service], MIGRATIONS: 'only', REDIS_URL: REDIS_URL });
        expect({ code: run.code, done: run.output.includes(`${service} migrations done`), listening: run.output.includes('listening') }).toEqual({
          code: 0,
          done: true,
          listening: false,
        });
        expect(await applied(scratch.urls[service])).toBe(migrationFiles(service));
        // A second run (the next release's job with nothing new) changes nothing and ends as well.
        expect((await runOnce(service, { DATABASE_URL: scratch.urls[service], MIGRATIONS: 'only' })).code).toBe(0);
        expect(await applied(scratch.urls[service])).toBe(migrationFiles(service));
      } finally {
        await scratch.drop();
      }
    },
    90_000,
  );
});

describe('MIGRATIONS=skip and a wrong value', () => {
  it('starts a replica without touching the schema, and refuses a value it does not know before starting', async () => {
    const scratch = await scratchDatabases(['site']);
    try {
      const port = String(20_000 + Math.floor(Math.random() * 20_000));
      const child = spawn(process.execPath, [join(root, 'services', 'site', 'dist', 'main.js')], {
        env: {
          ...process.env,
          ...(JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}') as Record<string, string>),
          PORT: port,
          SEED_DEMO_DATA: 'false',
          DATABASE_URL: scratch.urls.site,
          MIGRATIONS: 'skip',
        },
        stdio: 'ignore',
      });
      try {
        let healthy = false;
        for (let i = 0; i < 100 && !healthy; i++) {
          healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
            (r) => r.ok,
            () => false,
          );
          if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(healthy).toBe(true);
        expect(await hasMigrationsTable(scratch.urls.site)).toBe(false);
      } finally {
        child.kill('SIGTERM');
      }
      const wrong = await runOnce('site', { DATABASE_URL: scratch.urls.site, MIGRATIONS: 'sometimes' });
      expect(wrong.code).toBe(78);
      expect(wrong.output).toContain('MIGRATIONS must be run, skip or only (it is "sometimes")');
    } finally {
      await scratch.drop();
    }
  }, 60_000);
});
