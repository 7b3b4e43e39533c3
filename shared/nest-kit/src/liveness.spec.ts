import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerLiveness } from './liveness';

let server: Server;
let base: string;
const passedOn: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) =>
    answerLiveness(req, res, () => {
      passedOn.push(`${req.method} ${req.url}`);
      res.writeHead(404).end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the liveness probe', () => {
  it('answers GET and HEAD /health/live itself, never cached, without passing them on', async () => {
    const answer = await fetch(`${base}/health/live`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    expect((await fetch(`${base}/health/live`, { method: 'HEAD' })).status).toBe(200);
    expect(passedOn).toEqual([]);
  });

  it('passes every other request on: other paths and methods, /health itself', async () => {
    for (const [method, path] of [
      ['POST', '/health/live'],
      ['GET', '/health'],
      ['GET', '/health/live/'],
      ['GET', '/health/live?x=1'],
    ]) {
      expect((await fetch(`${base}${path}`, { method })).status).toBe(404);
    }
    expect(passedOn).toEqual(['POST /health/live', 'GET /health', 'GET /health/live/', 'GET /health/live?x=1']);
  });
});
