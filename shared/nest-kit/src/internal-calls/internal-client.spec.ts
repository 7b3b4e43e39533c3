import { internalCall } from '@rendezvous/contracts/internal';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { traceRequests } from '../tracing';
import { InternalCallError, InternalClient } from './internal-client';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

/** A stand-in service that counts the TCP connections it was given. */
async function service(handler: Handler): Promise<{ url: string; connections: () => number; server: Server }> {
  let connections = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handler(req, body, res));
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, connections: () => connections, server };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const readCall = internalCall({
  name: 'members.test.read',
  service: 'members',
  method: 'GET',
  path: ({ id }: { id: number }) => `/internal/things/${id}`,
  body: undefined,
  answer: z.object({ id: z.number(), name: z.string() }),
});

const writeCall = internalCall({
  name: 'members.test.write',
  service: 'members',
  method: 'PUT',
  path: () => '/internal/things',
  body: z.strictObject({ name: z.string().min(2) }),
  answer: z.object({ ok: z.literal(true) }),
});

describe('InternalClient', () => {
  let running: Array<{ server: Server }> = [];
  const clients: InternalClient[] = [];
  const clientFor = (url: string, timeoutMs?: number) => {
    const client = new InternalClient({ urls: { members: url }, token: 'internal-secret', timeoutMs });
    clients.push(client);
    return client;
  };
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.onModuleDestroy()));
    running.forEach(({ server }) => server.close());
    running = [];
  });

  it('reuses kept connections, and sends the token and the request’s trace context', async () => {
    const seen: IncomingMessage['headers'][] = [];
    const stub = await service((req, _body, res) => {
      seen.push(req.headers);
      json(res, 200, { id: Number(req.url?.split('/').pop()), name: 'Anna' });
    });
    running.push(stub);
    const client = clientFor(stub.url);
    for (let id = 1; id <= 20; id += 1) expect(await client.call(readCall, { params: { id } })).toEqual({ id, name: 'Anna' });
    // Not one connection per call (undici may open a second one while the first is handed back).
    expect(stub.connections()).toBeLessThanOrEqual(2);
    expect(seen[0].authorization).toBe('Bearer internal-secret');

    // A request that continues a caller's trace: the call carries that trace on, under a span of its own.
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const req = { method: 'GET', headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } } as never;
    const res = { setHeader: () => undefined } as never;
    await new Promise<void>((resolve, reject) =>
      traceRequests(req, res, () => void client.call(readCall, { params: { id: 7 } }).then(() => resolve(), reject)),
    );
    expect(seen.at(-1)?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-0[01]$`));
    expect(seen.at(-1)?.traceparent).not.toContain('00f067aa0ba902b7');
    // Outside any request (a timer's work) the call starts a trace of its own, which the callee continues.
    expect(seen[0].traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/);
    expect(seen[0].traceparent).not.toContain(traceId);
  });

  it('tells a refusal (with its envelope) from an outage and from an answer outside the contract', async () => {
    const stub = await service((req, _body, res) => {
      if (req.url?.endsWith('/1')) json(res, 404, { statusCode: 404, code: 'THING.NOT_FOUND', message: 'No such thing' });
      else if (req.url?.endsWith('/2')) json(res, 503, { statusCode: 503, code: 'SERVICE.UNAVAILABLE', message: 'down' });
      else json(res, 200, { id: 'three', name: 3 });
    });
    running.push(stub);
    const client = clientFor(stub.url);
    await expect(client.call(readCall, { params: { id: 1 } })).rejects.toMatchObject({
      failure: 'refused',
      status: 404,
      envelope: { code: 'THING.NOT_FOUND' },
    });
    await expect(client.call(readCall, { params: { id: 2 } })).rejects.toMatchObject({ failure: 'unavailable', status: 503 });
    await expect(client.call(readCall, { params: { id: 3 } })).rejects.toMatchObject({ failure: 'invalid_answer' });
  });

  it('gives up after its timeout, and on a closed port at once', async () => {
    const stub = await service(() => undefined);
    running.push(stub);
    const started = Date.now();
    await expect(clientFor(stub.url, 300).call(readCall, { params: { id: 1 } })).rejects.toMatchObject({ failure: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(2_000);
    stub.server.closeAllConnections();
    await expect(clientFor('http://127.0.0.1:1').call(readCall, { params: { id: 1 } })).rejects.toBeInstanceOf(InternalCallError);
  });

  it('checks the body against the contract before sending anything', async () => {
    const bodies: string[] = [];
    const stub = await service((_req, body, res) => {
      bodies.push(body);
      json(res, 200, { ok: true });
    });
    running.push(stub);
    const client = clientFor(stub.url);
    const refused = await client.call(writeCall, { body: { name: 'x' } }).catch((error: InternalCallError) => error);
    expect(refused).toMatchObject({ failure: 'invalid_request', envelope: { errors: { name: [expect.any(String)] } } });
    expect((refused as InternalCallError).toAppError().getStatus()).toBe(400);
    expect(bodies).toEqual([]);
    expect(await client.call(writeCall, { body: { name: 'Anna' } })).toEqual({ ok: true });
    expect(JSON.parse(bodies[0])).toEqual({ name: 'Anna' });
  });
});
