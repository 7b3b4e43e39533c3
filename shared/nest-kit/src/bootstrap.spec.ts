import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeConnectionsAsTheyIdle, SERVER_KEEP_ALIVE_MS } from './bootstrap';

/** Far below the keep-alive time (65 s), far above a sweep (100 ms) on a busy machine. */
const WAIT_MS = 5_000;

/** A server like a service's: long keep-alive, one answer that takes a moment; closed while that answer is under way. */
async function closeDuringAnAnswer(prepare: (server: Server) => void): Promise<{ answered: boolean; closedWithinMs: number | null }> {
  const server = createServer((_req, res) => setTimeout(() => res.end('ok'), 300));
  server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agent = new Agent({ keepAlive: true });
  const answer = new Promise<boolean>((resolve) =>
    get({ port: (server.address() as AddressInfo).port, host: '127.0.0.1', agent }, (res) => res.resume().on('end', () => resolve(res.statusCode === 200))),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  const started = Date.now();
  prepare(server);
  const closed = new Promise<number>((resolve) => server.close(() => resolve(Date.now() - started)));
  const answered = await answer;
  const closedWithinMs = await Promise.race([closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_MS))]);
  server.closeAllConnections();
  agent.destroy();
  return { answered, closedWithinMs };
}

describe('closeConnectionsAsTheyIdle', () => {
  it('lets a server closed during an answer finish the answer and close right after, not a keep-alive later', async () => {
    const { answered, closedWithinMs } = await closeDuringAnAnswer(closeConnectionsAsTheyIdle);
    expect(answered).toBe(true);
    expect(closedWithinMs).not.toBeNull();
    expect(closedWithinMs!).toBeLessThan(WAIT_MS);
  }, 20_000);

  it('is needed: without it the answered connection keeps the server open', async () => {
    const { answered, closedWithinMs } = await closeDuringAnAnswer(() => undefined);
    expect(answered).toBe(true);
    expect(closedWithinMs).toBeNull();
  }, 20_000);
});
