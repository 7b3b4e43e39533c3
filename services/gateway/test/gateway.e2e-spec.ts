import { adminToken, baseUrl, call, expectEnvelope, logIn, startExtraGateway, type RunningInstance } from '@rendezvous/test-kit';
import { connect } from 'node:net';
import { SERVICE_NAMES } from '../src/routing/route-table';

/** One request written by hand, with an absolute-form target (`GET http://host/path`), which fetch never sends. */
function absoluteFormRequest(method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const origin = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const socket = connect(Number(origin.port), origin.hostname);
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('end', () => resolve({ status: Number(received.split(' ')[1]), text: received.slice(received.indexOf('\r\n\r\n') + 4) }));
    const lines = Object.entries({ host: 'localhost', connection: 'close', ...headers }).map(([name, value]) => `${name}: ${value}`);
    socket.write(`${method} http://localhost${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
  });
}

describe('gateway', () => {
  it('reports every service healthy with its database', async () => {
    const result = await call('/api/health');
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('ok');
    for (const service of SERVICE_NAMES) {
      expect(result.body.services[service]).toMatchObject({ status: 'ok', database: 'up' });
    }
  });

  it('answers an unknown API path with a 404 envelope in the spec wording', async () => {
    const result = await call('/api/does-not-exist.php');
    expectEnvelope(result, 404, 'ROUTE.NOT_FOUND');
    expect(result.body.message).toBe('This page could not be found');
  });

  it('answers a missing asset with 404, not the page', async () => {
    expectEnvelope(await call('/shell/nothing-here.js'), 404);
  });

  it('answers the liveness probe on the gateway and on every service, without asking any database', async () => {
    const urls = [process.env.RDV_BASE_URL ?? '', ...Object.values(JSON.parse(process.env.RDV_SERVICE_URLS ?? '{}') as Record<string, string>)];
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) {
      const answer = await fetch(`${url}/health/live`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toMatchObject({ status: 'ok', uptimeSeconds: expect.any(Number) });
      expect((await fetch(`${url}/health/live`, { method: 'POST' })).status).not.toBe(200);
    }
  });

  // The correlation id is the request's trace id (nest-kit tracing.ts, ADR 0020): a caller's W3C trace is continued.
  it('continues a caller’s trace, its id the correlation id, and starts one when there is none', async () => {
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const given = await call('/api/does-not-exist.php', { headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01` } });
    expect(given.headers.get('x-correlation-id')).toBe(traceId);
    expect(given.body.correlationId).toBe(traceId);
    const made = await call('/api/does-not-exist.php');
    expect(made.body.correlationId).toMatch(/^[0-9a-f]{32}$/);
    expect(made.headers.get('x-correlation-id')).toBe(made.body.correlationId);
    expect(made.body.correlationId).not.toBe(traceId);
  });

  it('passes the trace on to the service that answers: its envelope carries the same id', async () => {
    const traceId = '0af7651916cd43dd8448eb211c80319d';
    const result = await call('/api/geocode.php?lat=x&lon=y', { headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01` } });
    expect(result.status).toBe(400);
    expect(result.body.correlationId).toBe(traceId);
  });

  it('serves the shell for any page path with the site settings inlined', async () => {
    const result = await call('/members/42/chat');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/text\/html/);
    const inlined = /<script id="rdv-settings" type="application\/json">(.*?)<\/script>/s.exec(result.text);
    expect(inlined).not.toBeNull();
    expect(JSON.parse(inlined![1])).toMatchObject({ name: 'Rendezvous', domain: 'localhost', language: 'en' });
  });

  it('sends security headers with a CSP that admits only its own origin for scripts', async () => {
    const result = await call('/');
    const csp = result.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('x-powered-by')).toBeNull();
  });

  it('puts the same security headers on a call a service answers as on a page', async () => {
    const headersOf = (answer: { headers: Headers }) => {
      const names = [
        'content-security-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'referrer-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-dns-prefetch-control',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
        'origin-agent-cluster',
      ];
      return Object.fromEntries(names.map((name) => [name, answer.headers.get(name)]));
    };
    const page = headersOf(await call('/'));
    expect(page['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headersOf(await call('/api/settings.php'))).toEqual(page);
    expect(headersOf(await call('/api/chats.php'))).toEqual(page);
  });

  it('guards an absolute-form request target like its path: a logout link without the client header is refused', async () => {
    const cookie = await logIn('free@demo.test', 'demo-password-2026');
    const refused = await absoluteFormRequest('GET', '/api/logout.php', { cookie });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({ code: 'REQUEST.CLIENT_HEADER_MISSING' });
    expect((await call('/api/user.php', { headers: { cookie } })).status).toBe(200);
    expect((await absoluteFormRequest('GET', '/api/settings.php')).status).toBe(200);
  });

  it('keeps CORS closed: a foreign origin gets no allow header', async () => {
    const result = await call('/api/settings.php', { headers: { origin: 'https://evil.example' } });
    expect(result.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await call('/api/settings.php', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PATCH' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a body over 1 MiB before it reaches a service', async () => {
    const result = await call('/api/admin/sites/localhost/settings', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${adminToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    expectEnvelope(result, 413, 'REQUEST.BODY_TOO_LARGE');
  });

  it('publishes every call in one OpenAPI document', async () => {
    const result = await call('/api/openapi.json');
    expect(result.status).toBe(200);
    const paths = Object.keys(result.body.paths);
    for (const path of [
      '/api/settings.php',
      '/api/companyinfo.php',
      '/api/interests.php',
      '/api/regions.php',
      '/api/geocode.php',
      '/api/chats.php',
      '/api/likes.php',
      '/api/remotes.json',
      '/api/health',
    ]) {
      expect(paths).toContain(path);
    }
    expect(result.body['x-unavailable-services']).toEqual([]);
  });

  it('lists released remotes in the live manifest without caching', async () => {
    const result = await call('/api/remotes.json');
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(Array.isArray(result.body.remotes)).toBe(true);
  });
});

describe('hostile input on every public call', () => {
  const PUBLIC_CALLS = [
    '/api/settings.php',
    '/api/companyinfo.php',
    '/api/interests.php',
    '/api/regions.php',
    '/api/geocode.php',
    '/api/user.php',
    '/api/logout.php',
    '/api/chats.php',
    '/api/chat.php',
    '/api/likes.php',
    '/api/auto-like.php',
    '/api/discountcode.php',
    '/api/page-hidden.php',
    '/api/admin/sites/localhost/settings',
    '/api/remotes.json',
    '/api/health',
  ];
  const ATTACKS: Array<[string, RequestInit]> = [
    ['broken JSON', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email": ' }],
    ['a wrong type', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"language": 42, "lat": "north"}' }],
    ['unknown fields', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"__proto__": {"admin": true}, "constructor": 1}' }],
    ['a huge body', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'x'.repeat(300_000) }) }],
    ['a form body', { method: 'DELETE', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=%ZZ&b[c]=d' }],
  ];

  it.each(ATTACKS)('answers %s with a 4xx envelope on every call, never a 500', async (_attack, init) => {
    for (const path of PUBLIC_CALLS) {
      const result = await call(path, init);
      expect({ path, status: result.status }).toEqual({ path, status: expect.any(Number) });
      if (result.status < 400 || result.status >= 500) throw new Error(`${path} answered ${result.status}: ${result.text.slice(0, 200)}`);
      expectEnvelope(result, result.status);
    }
  });

  it('answers junk in the query with a 4xx envelope or ignores it, never a 500', async () => {
    for (const path of PUBLIC_CALLS) {
      const result = await call(`${path}?lat[]=1&lon=%E0%A4%A&domain[$ne]=x&${'q'.repeat(2_000)}=1`);
      expect(result.status).toBeLessThan(500);
    }
  });
});

type ExtraGateway = RunningInstance;

/** Nothing listens on port 9: connections are refused at once. */
const UNREACHABLE = 'http://127.0.0.1:9';

describe('gateway in front of an unreachable service', () => {
  let gateway: ExtraGateway;

  beforeAll(async () => {
    gateway = await startExtraGateway({ IDENTITY_URL: UNREACHABLE, RATE_LIMIT_PER_MINUTE: '5', AUTH_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => gateway?.stop());

  it('answers 503 in the envelope quickly instead of hanging', async () => {
    const started = Date.now();
    const answer = await fetch(`${gateway.url}/api/user.php`);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(answer.status).toBe(503);
    expect(body).toMatchObject({ statusCode: 503, code: 'SERVICE.UNAVAILABLE', message: 'An error occured, please try again later.' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports the platform degraded, naming the service that is down', async () => {
    const answer = await fetch(`${gateway.url}/api/health`);
    const body = (await answer.json()) as { services: Record<string, { status: string }> };
    expect(answer.status).toBe(503);
    expect(body.services.identity.status).toBe('down');
    expect(body.services.site.status).toBe('ok');
  });

  it('limits login, signup and password-reset attempts together, much more tightly than other calls', async () => {
    const attempt = (path: string) =>
      fetch(`${gateway.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
        body: JSON.stringify({ email: 'a@example.test', password: 'x' }),
      });
    const statuses = [];
    for (const path of ['/api/user.php', '/api/account/signup', '/api/account/password-reset', '/api/user.php']) {
      statuses.push((await attempt(path)).status);
    }
    // identity is unreachable here (503) until the limit of 2 answers first (429)
    expect(statuses).toEqual([503, 503, 429, 429]);
  });

  it('limits the request rate with a 429 envelope', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await fetch(`${gateway.url}/api/remotes.json`)).status);
    expect(statuses).toContain(429);
    const limited = await fetch(`${gateway.url}/api/remotes.json`);
    expect(await limited.json()).toMatchObject({ statusCode: 429, code: 'REQUEST.RATE_LIMITED' });
  });
});

describe('gateway session check while identity is down', () => {
  let gateway: ExtraGateway;

  beforeAll(async () => {
    gateway = await startExtraGateway({ IDENTITY_URL: UNREACHABLE });
  });
  afterAll(() => gateway?.stop());

  it('answers a member call with a session cookie 503, never a 403 that would log the member out', async () => {
    const answer = await fetch(`${gateway.url}/api/chats.php`, { headers: { cookie: 'rdv_session=some-session-token' } });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ statusCode: 503, code: 'SERVICE.UNAVAILABLE' });
  });

  it('still serves calls without a cookie: no session to check', async () => {
    const chats = await fetch(`${gateway.url}/api/chats.php`);
    expect(chats.status).toBe(403);
    expect(await chats.json()).toMatchObject({ code: 'authentication_required' });
    expect((await fetch(`${gateway.url}/api/interests.php`)).status).toBe(200);
  });
});
