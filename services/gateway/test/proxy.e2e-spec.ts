import express from 'express';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayConfig } from '../src/config';
import { createServiceProxy } from '../src/routing/proxy';

// The gateway's proxy against real HTTP servers standing in for the services: what a browser and a
// service each see of a call that passes through it.

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A raw HTTP exchange, so hop-by-hop headers are visible as sent. */
function rawCall(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
    const call = request(url, { method: options.method ?? 'GET', headers: options.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    call.on('error', reject);
    call.end(options.body);
  });
}

describe('the gateway proxy', () => {
  let handler: Handler = (_req, res) => res.end();
  const servers: Server[] = [];
  let gatewayUrl = '';
  let composed = 0;

  beforeAll(async () => {
    const service = createServer((req, res) => handler(req, res));
    servers.push(service);
    const serviceUrl = await listen(service);
    const down = 'http://127.0.0.1:9'; // discard port: nothing listens
    const config = {
      IDENTITY_URL: serviceUrl,
      MEMBERS_URL: down,
      CHAT_URL: serviceUrl,
      CHAT_URLS: [] as string[],
      PAYMENTS_URL: serviceUrl,
      SITE_URL: serviceUrl,
      UPSTREAM_TIMEOUT_MS: 300,
    } as GatewayConfig;
    const app = express();
    app.use(
      createServiceProxy(config, {
        composeUser: async (user) => {
          composed += 1;
          return { ...user, credits: 42 };
        },
      }),
    );
    app.use((_req, res) => res.status(404).end('not proxied'));
    const gateway = createServer(app);
    servers.push(gateway);
    gatewayUrl = await listen(gateway);
  });

  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('passes method, path with query, the original Host and the body to the owning service, and its answer back', async () => {
    let seen: { method?: string; url?: string; host?: string; body?: string } = {};
    handler = (req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen = { method: req.method, url: req.url, host: req.headers.host, body };
        res.writeHead(201, { 'content-type': 'application/json', 'x-from': 'service' });
        res.end('{"ok":true}');
      });
    };
    const answer = await rawCall(`${gatewayUrl}/api/chat/messages?x=1`, {
      method: 'POST',
      headers: { host: 'rendezvous.example', 'content-type': 'application/json' },
      body: '{"text":"hello"}',
    });
    expect(seen).toEqual({ method: 'POST', url: '/api/chat/messages?x=1', host: 'rendezvous.example', body: '{"text":"hello"}' });
    expect(answer).toMatchObject({ status: 201, body: '{"ok":true}' });
    expect(answer.headers['x-from']).toBe('service');
  });

  it('keeps hop-by-hop headers on their side: a browser closing its connection does not close the kept one, and the reverse', async () => {
    let seenConnection: string | undefined;
    handler = (req, res) => {
      seenConnection = req.headers.connection;
      res.writeHead(200, { connection: 'close', 'keep-alive': 'timeout=1' });
      res.end('bye');
    };
    const closing = await rawCall(`${gatewayUrl}/api/settings.php`, { headers: { connection: 'close', 'keep-alive': 'timeout=99' } });
    expect(closing.status).toBe(200);
    expect(seenConnection).toBe('keep-alive');
    const kept = await rawCall(`${gatewayUrl}/api/settings.php`, { headers: { connection: 'keep-alive' } });
    expect(kept.headers.connection).toBe('keep-alive');
    expect(kept.headers['keep-alive']).not.toBe('timeout=1');
  });

  it('answers 503 in the envelope, in the spec wording, when the service is down or too slow', async () => {
    const down = await rawCall(`${gatewayUrl}/api/members.php`);
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body)).toMatchObject({ statusCode: 503, message: 'An error occured, please try again later.' });

    handler = () => undefined; // never answers
    const started = Date.now();
    const slow = await rawCall(`${gatewayUrl}/api/settings.php`);
    expect(slow.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('completes identity answers that carry the user object, with a correct length', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ id: 7, credits: 0, profile: null }));
    };
    const before = composed;
    const answer = await rawCall(`${gatewayUrl}/api/user.php`);
    expect(composed).toBe(before + 1);
    expect(JSON.parse(answer.body)).toMatchObject({ id: 7, credits: 42 });
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    // Other identity calls stream through untouched.
    const other = await rawCall(`${gatewayUrl}/api/logout.php`);
    expect(composed).toBe(before + 1);
    expect(other.body).toBe(JSON.stringify({ id: 7, credits: 0, profile: null }));
  });

  it('leaves paths no service owns to the gateway itself', async () => {
    const answer = await rawCall(`${gatewayUrl}/api/nobody-owns-this`);
    expect(answer).toMatchObject({ status: 404, body: 'not proxied' });
  });
});
