import {
  adminToken,
  baseUrl,
  call,
  expectEnvelope,
  logIn,
  queryServiceDb,
  rawCall,
  sessionCookieFrom,
  startExtraGateway,
  type RunningInstance,
} from '@rendezvous/test-kit';
import { connect } from 'node:net';
import { SERVICE_NAMES } from '../src/routing/route-table';

/** Writes raw bytes to the gateway (what no HTTP client sends) and reads the whole answer. */
function rawExchange(bytes: string, origin = baseUrl()): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => {
      const [head, ...rest] = answer.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.on('error', reject);
  });
}

let counter = 0;
const uniqueEmail = () => `hardening-${Date.now().toString(36)}-${(counter += 1)}@example.test`;
const PASSWORD = 'a-good-password-1';
const signupBody = (email: string) => ({ email, password: PASSWORD, name: `Hardening ${counter}`, date_of_birth: '1990-05-17' });

async function accountCount(email: string): Promise<number> {
  const rows = await queryServiceDb<{ n: string }>('identity', 'SELECT count(*) AS n FROM accounts WHERE email = $1', [email]);
  return Number(rows[0].n);
}

describe('routing is exact: no spelling of a path slips past a rule keyed on it', () => {
  it('refuses a repeated query parameter with a 400, so ?push=1&push=0 can neither log in nor skip the login limit', async () => {
    const result = await call('/api/user.php?push=1&push=0', { method: 'POST', json: { email: 'free@demo.test', password: 'demo-password-2026' } });
    expectEnvelope(result, 400, 'REQUEST.REPEATED_PARAMETER');
    expect(result.headers.getSetCookie().some((cookie) => cookie.startsWith('rdv_session='))).toBe(false);
  });

  it('answers a trailing slash or other letter case with 404 and creates no account', async () => {
    for (const path of ['/api/account/signup/', '/api/account/SIGNUP', '/api/account/Signup', '/API/account/signup']) {
      const email = uniqueEmail();
      const result = await call(path, { method: 'POST', json: signupBody(email) });
      expectEnvelope(result, 404, 'ROUTE.NOT_FOUND');
      expect(await accountCount(email)).toBe(0);
    }
    for (const path of ['/api/account/Password-Reset', '/api/account/password-reset/', '/api/User.php']) {
      expectEnvelope(await call(path, { method: 'POST', json: { email: 'free@demo.test' } }), 404, 'ROUTE.NOT_FOUND');
    }
  });

  it('answers a method a known path does not take with 405 and the methods it does take', async () => {
    const result = await call('/api/chats.php', { method: 'PUT', json: {} });
    expectEnvelope(result, 405, 'ROUTE.METHOD_NOT_ALLOWED');
    expect(result.headers.get('allow')).toBe('GET');
    const user = await call('/api/user.php', { method: 'DELETE' });
    expectEnvelope(user, 405, 'ROUTE.METHOD_NOT_ALLOWED');
    expect(user.headers.get('allow')).toBe('GET, POST, PUT');
    expectEnvelope(await call('/api/health', { method: 'POST', json: {} }), 405, 'ROUTE.METHOD_NOT_ALLOWED');
  });
});

describe('input no handler can use is a 400 in the envelope, never a 500', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('refuses 5,000-level nested JSON on login, signup and the admin call', async () => {
    for (const [method, path, headers] of [
      ['POST', '/api/user.php', {}],
      ['POST', '/api/account/signup', {}],
      ['PATCH', '/api/admin/sites/localhost/settings', { authorization: `Bearer ${adminToken()}` }],
    ] as const) {
      const result = await call(path, { method, headers: { 'content-type': 'application/json', ...headers }, body: nested(5_000) });
      expectEnvelope(result, 400);
      expect(result.body.message).toBe('The request body is nested too deeply.');
    }
  });

  it('refuses a NUL character in login, password reset and a path parameter', async () => {
    for (const [path, json] of [
      ['/api/user.php', { email: 'free@demo.test\u0000', password: 'x' }],
      ['/api/account/password-reset', { email: 'free\u0000@demo.test' }],
    ] as const) {
      const result = await call(path, { method: 'POST', json });
      expectEnvelope(result, 400);
      expect(result.body.message).toBe('The request may not contain NUL characters.');
    }
    expectEnvelope(
      await call('/api/admin/sites/local%00host/settings', { method: 'PATCH', headers: { authorization: `Bearer ${adminToken()}` }, json: { name: 'x' } }),
      400,
    );
  });

  it('answers a login body of [] as a whole, not with a made-up "undefined" field, and names a missing field plainly', async () => {
    const list = await call('/api/user.php', { method: 'POST', json: [] });
    expectEnvelope(list, 400, 'VALIDATION.FAILED');
    expect(list.body.message).toBe('The request body must be a JSON object.');
    expect(list.text).not.toContain('undefined');
    const missing = await call('/api/user.php', { method: 'POST', json: { password: 'x' } });
    expectEnvelope(missing, 400, 'VALIDATION.FAILED');
    expect(missing.body.errors).toEqual({ email: ['email is required'] });
    const wrongType = await call('/api/user.php', { method: 'POST', json: { email: 42, password: 'x' } });
    expect(wrongType.body.errors).toEqual({ email: ['email must be a string'] });
  });

  it('puts a 16 KB+ URL (431) and an unknown method (400) in the envelope too', async () => {
    const longUrl = await rawExchange(`GET /api/settings.php?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(longUrl.status).toBe(431);
    expect(JSON.parse(longUrl.body)).toMatchObject({
      statusCode: 431,
      code: 'REQUEST.TOO_LARGE',
      message: expect.any(String),
      correlationId: expect.any(String),
    });
    const unknownMethod = await rawExchange('BREW /api/settings.php HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(unknownMethod.status).toBe(400);
    expect(JSON.parse(unknownMethod.body)).toMatchObject({ statusCode: 400, code: 'REQUEST.MALFORMED_BODY', correlationId: expect.any(String) });
  });
});

describe('headers a browser sends do not say who or where it is', () => {
  it('drops a client x-geoip-country: the country comes from the visitor address (none for a local one)', async () => {
    const settings = await call('/api/settings.php', { headers: { 'x-geoip-country': 'NL' } });
    expect(settings.body.geoip_country).toBeNull();
    const page = await call('/members', { headers: { 'x-geoip-country': 'NL' } });
    expect(page.text).toContain('"geoip_country":null');
  });

  describe('behind a trusted proxy', () => {
    let proxied: RunningInstance;
    beforeAll(async () => {
      proxied = await startExtraGateway({ TRUSTED_PROXIES: 'loopback' });
    });
    afterAll(() => proxied?.stop());

    it('resolves the country of the real client address from the shipped database, for the API and the page', async () => {
      const settings = await rawCall('/api/settings.php', { origin: proxied.url, headers: { 'x-forwarded-for': '193.0.6.139' } });
      expect(settings.body).toMatchObject({ geoip_country: 'NL', geoip_selected_country: 'NL' });
      const page = await rawCall('/', { origin: proxied.url, headers: { 'x-forwarded-for': '8.8.8.8' } });
      expect(page.text).toContain('"geoip_country":"US"');
    });
  });

  it('trusts no proxy by default: an X-Forwarded-For buys no country and no fresh rate-limit budget', async () => {
    const settings = await call('/api/settings.php', { headers: { 'x-forwarded-for': '193.0.6.139' } });
    expect(settings.body.geoip_country).toBeNull();
    const limited = await startExtraGateway({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await rawCall('/api/interests.php', { origin: limited.url, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.stop();
    }
  });
});

describe('rate limits count per real client', () => {
  it('keys on the address a trusted proxy names, so one client running out does not stop another', async () => {
    const limited = await startExtraGateway({ RATE_LIMIT_PER_MINUTE: '3', TRUSTED_PROXIES: 'loopback' });
    try {
      const from = (address: string) => rawCall('/api/interests.php', { origin: limited.url, headers: { 'x-forwarded-for': address } });
      const first: number[] = [];
      for (let i = 0; i < 4; i += 1) first.push((await from('203.0.113.10')).status);
      expect(first).toEqual([200, 200, 200, 429]);
      expect((await from('203.0.113.11')).status).toBe(200);
      const limitedAnswer = await from('203.0.113.10');
      expect(limitedAnswer.body).toMatchObject({ statusCode: 429, code: 'REQUEST.RATE_LIMITED' });
    } finally {
      await limited.stop();
    }
  });

  it('shares the counters of two gateway replicas through Redis', async () => {
    const settings = { RATE_LIMIT_PER_MINUTE: '4', TRUSTED_PROXIES: 'loopback', REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const [one, two] = await Promise.all([startExtraGateway(settings), startExtraGateway(settings)]);
    try {
      // A client address of this run only: the Redis server outlives it.
      const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const statuses: number[] = [];
      for (const replica of [one, two, one, two, one, two]) {
        statuses.push((await rawCall('/api/interests.php', { origin: replica.url, headers: { 'x-forwarded-for': address } })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });

  it('limits page loads too', async () => {
    const limited = await startExtraGateway({ PAGE_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses: number[] = [];
      for (const path of ['/', '/members', '/chats']) statuses.push((await rawCall(path, { origin: limited.url })).status);
      expect(statuses).toEqual([200, 200, 429]);
      // Files and the API are not page loads.
      expect((await rawCall('/api/interests.php', { origin: limited.url })).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});

describe('the CSRF defence and cache headers', () => {
  it('lets an Authorization header skip the client header only without a cookie and with a valid token', async () => {
    const cookie = await logIn('free@demo.test', 'demo-password-2026');
    // A browser with a session cannot opt out of the check by adding any bearer token.
    const withCookie = await call('/api/user.php', {
      method: 'PUT',
      asSiteClient: false,
      headers: { cookie, authorization: 'Bearer anything' },
      json: { language: 'de' },
    });
    expectEnvelope(withCookie, 403, 'REQUEST.CLIENT_HEADER_MISSING');
    expect((await call('/api/user.php', { headers: { cookie } })).body.language).toBe('en');
    // A made-up token without a cookie is no bearer call either.
    const madeUp = await call('/api/account/notifications/disable', {
      method: 'POST',
      asSiteClient: false,
      headers: { authorization: 'Bearer made-up-token-000000' },
      json: { reason: 'fbl', email: 'free@demo.test' },
    });
    expectEnvelope(madeUp, 403, 'REQUEST.CLIENT_HEADER_MISSING');
    // The operator's token without a cookie is.
    const admin = await call('/api/admin/sites/localhost/settings', {
      method: 'PATCH',
      asSiteClient: false,
      headers: { authorization: `Bearer ${adminToken()}` },
      json: {},
    });
    expect(admin.status).toBe(200);
  });

  it('checks the admin token before it looks at the body', async () => {
    const result = await call('/api/admin/sites/localhost/settings', {
      method: 'PATCH',
      headers: { authorization: 'Bearer wrong-token-0000000000' },
      json: { niche: 'not a number', unknown: true },
    });
    expectEnvelope(result, 403, 'ADMIN.FORBIDDEN');
    expect(result.body.errors).toBeUndefined();
  });

  it('needs the client header for the logout link, so another site cannot log a member out', async () => {
    const cookie = await logIn('free@demo.test', 'demo-password-2026');
    expectEnvelope(await call('/api/logout.php', { asSiteClient: false, headers: { cookie } }), 403, 'REQUEST.CLIENT_HEADER_MISSING');
    expect((await call('/api/user.php', { headers: { cookie } })).status).toBe(200);
    expect((await call('/api/logout.php', { headers: { cookie } })).status).toBe(200);
    expect((await call('/api/user.php', { headers: { cookie } })).status).toBe(403);
  });

  it('marks private JSON no-store, puts the security headers on the CSRF refusal, and sends no X-Frame-Options', async () => {
    const cookie = await logIn('premium@demo.test', 'demo-password-2026');
    for (const path of ['/api/user.php', '/api/chats.php', '/api/likes.php']) {
      expect((await call(path, { headers: { cookie } })).headers.get('cache-control')).toBe('no-store');
    }
    const refused = await call('/api/user.php', { method: 'POST', asSiteClient: false, json: {} });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    for (const answer of [refused, await call('/'), await call('/api/settings.php')]) expect(answer.headers.get('x-frame-options')).toBeNull();
  });
});

describe('the page-hidden beacon (spec 7)', () => {
  it("comes without the client header, notes the time on the caller's own session, and can change nothing else", async () => {
    const created = await call('/api/account/signup', { method: 'POST', json: signupBody(uniqueEmail()) });
    const cookie = sessionCookieFrom(created);
    const beacon = await call('/api/page-hidden.php', {
      method: 'POST',
      asSiteClient: false,
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(beacon.status).toBe(204);
    const [session] = await queryServiceDb<{ page_hidden_at: Date | null }>('identity', 'SELECT page_hidden_at FROM sessions WHERE account_id = $1', [
      created.body.id,
    ]);
    expect(session.page_hidden_at).not.toBeNull();
    // A body with anything in it is refused; without a session nothing is written and nothing is told.
    expectEnvelope(await call('/api/page-hidden.php', { method: 'POST', asSiteClient: false, headers: { cookie }, json: { language: 'de' } }), 400);
    expect((await call('/api/page-hidden.php', { method: 'POST', asSiteClient: false, json: {} })).status).toBe(204);
    // It is the only write exempt from the client header.
    expectEnvelope(
      await call('/api/user.php', { method: 'PUT', asSiteClient: false, headers: { cookie }, json: { language: 'de' } }),
      403,
      'REQUEST.CLIENT_HEADER_MISSING',
    );
  });
});

describe('a gateway whose internal token the services refuse', () => {
  let misconfigured: RunningInstance;
  beforeAll(async () => {
    misconfigured = await startExtraGateway({ INTERNAL_TOKEN: 'a-different-internal-token-000' });
  });
  afterAll(() => misconfigured?.stop());

  it('answers a member call 503 in the spec wording, never the 403 that would log the member out', async () => {
    const cookie = await logIn('free@demo.test', 'demo-password-2026');
    for (const path of ['/api/chats.php', '/api/likes.php']) {
      const answer = await rawCall(path, { origin: misconfigured.url, headers: { cookie } });
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ statusCode: 503, code: 'SERVICE.UNAVAILABLE', message: 'An error occured, please try again later.' });
    }
  });

  it('reports the platform degraded in the envelope style, naming the services that refuse the token', async () => {
    const health = await rawCall('/api/health', { origin: misconfigured.url });
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ statusCode: 503, code: 'SERVICE.UNAVAILABLE', status: 'degraded', correlationId: expect.any(String) });
    for (const service of SERVICE_NAMES) expect(health.body.services[service].status).toBe('misconfigured');
  });
});
