import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Boots a second instance of a built service against the run's database (as a restart would) and
 * stops it once it is healthy: for checking that migrations and seeds are idempotent.
 */
export async function bootServiceAgain(service: string, extraEnv: Record<string, string> = {}): Promise<void> {
  const databases = JSON.parse(process.env.RDV_DATABASES ?? '{}') as Record<string, string>;
  const server = new URL(process.env.RDV_SERVER_URL ?? '');
  server.pathname = `/${databases[service]}`;
  const port = await freePort();
  const root = join(__dirname, '..', '..', '..');
  const child = spawn(process.execPath, [join(root, 'services', service, 'dist', 'main.js')], {
    env: {
      ...process.env,
      ...(JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}') as Record<string, string>),
      PORT: String(port),
      DATABASE_URL: server.toString(),
      SEED_DEMO_DATA: 'true',
      PHOTO_DIR: process.env.RDV_PHOTO_DIR ?? '',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: 'ignore',
  });
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${service} exited with ${child.exitCode} on its second boot`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error(`${service} did not become healthy on its second boot`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
}
