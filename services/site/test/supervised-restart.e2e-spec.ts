import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, scratchDatabases } from '@rendezvous/test-kit';
// The supervisor `npm start` puts every service under (tools/platform/launch.mjs).
import { supervise } from '@rendezvous/platform-tools/supervisor';

// A site service of the test's own, on a scratch database: it is killed here.

let databases: Awaited<ReturnType<typeof scratchDatabases>>;
beforeAll(async () => {
  databases = await scratchDatabases(['site']);
}, 30_000);
afterAll(() => databases?.drop());

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(500) })).ok;
  } catch {
    return false;
  }
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await answers(url))) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('npm start supervises what it starts', () => {
  it('restarts a service killed with SIGKILL, answering again within 5 s, and says so', async () => {
    const port = await freePort();
    const health = `http://127.0.0.1:${port}/health`;
    const reported: string[] = [];
    const site = await supervise({
      name: 'site',
      restart: true,
      report: (line: string) => reported.push(line),
      start: () =>
        spawn(process.execPath, [join(__dirname, '..', 'dist', 'main.js')], {
          env: {
            ...process.env,
            ...JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}'),
            PORT: String(port),
            DATABASE_URL: databases.urls.site,
            SEED_DEMO_DATA: 'false',
            LOG_LEVEL: 'warn',
          },
          stdio: 'ignore',
        }),
      ready: () => waitForHealth(health),
    });
    try {
      const first = site.process.pid;
      site.process.kill('SIGKILL');
      const killedAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await answers(health)).toBe(false);
      while (!(await answers(health))) {
        if (Date.now() - killedAt > 5_000) throw new Error('the site service did not answer within 5 s of SIGKILL');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(site.process.pid).not.toBe(first);
      expect(site.restarts).toBe(1);
      expect(reported[0]).toMatch(/site stopped unexpectedly \(SIGKILL\); restarting in 0\.25 s/);
    } finally {
      await site.stop();
    }
    // Stopped on purpose: no restart follows.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await answers(health)).toBe(false);
  }, 40_000);
});
