// Starts and stops the floor server (chat-floor-server.mjs) for bench/chat-realtime.mjs: a database of
// its own on the platform's Postgres server, dropped again at stop().
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { databaseUrl, dropDatabases, ensureDatabases } from './postgres.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * @param {{ serverUrl: string }} options the Postgres server (the platform's)
 * @returns {Promise<{ url: string, pid: number, database: string, stop: () => Promise<void> }>}
 */
export async function startChatFloor({ serverUrl }) {
  const database = `rdv_floor_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await ensureDatabases(serverUrl, [database]);
  const child = spawn(process.execPath, [join(here, 'chat-floor-server.mjs')], {
    env: { ...process.env, FLOOR_DATABASE_URL: databaseUrl(serverUrl, database) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && !child.signalCode) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await dropDatabases(serverUrl, [database]).catch(() => undefined);
  };
  try {
    const port = await new Promise((resolve, reject) => {
      const lines = createInterface({ input: child.stdout });
      lines.once('line', (line) => resolve(JSON.parse(line).port));
      exited.then((code) => reject(new Error(`the floor server exited with ${code} before it listened`)));
      setTimeout(() => reject(new Error('the floor server did not listen within 15 s')), 15_000).unref();
    });
    return { url: `http://127.0.0.1:${port}`, pid: child.pid, database, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
