import { CHAT_PATHS, PAYMENTS_PATHS } from '@rendezvous/contracts';
import { freePort, logIn, queryDatabase, rawCall, scratchDatabases, startExtraGateway, startServiceInstance, type RunningInstance } from '@rendezvous/test-kit';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import { dirname } from 'node:path';
import { emulatorCertificates } from '@rendezvous/provider-emulator';
import { connect } from 'node:net';
import { io } from 'socket.io-client';

// Limits on every entry (issue 30, finding 6; docs/adr/0004). The run's gateway has them lifted, so
// each test starts a gateway of its own with low ones; every call comes from 127.0.0.1.

/** A WebSocket upgrade as a browser's page sends it, answered by the gateway itself: status, head and body. */
function upgrade(origin: string, cookie: string): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(origin);
  const request = [
    `GET ${CHAT_PATHS.socket}/?EIO=4&transport=websocket HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Connection: Upgrade',
    'Upgrade: websocket',
    'Sec-WebSocket-Version: 13',
    `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
    `Origin: ${origin}`,
    `Cookie: ${cookie}`,
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${request.join('\r\n')}\r\n\r\n`));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    // A refusal closes the socket: the whole answer has arrived.
    socket.on('end', () => {
      const [head, ...rest] = answer.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: rest.join('\r\n\r\n') });
    });
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error('the upgrade was neither answered nor closed')));
  });
}

/** Whether a page's socket.io connection through the gateway opens. */
function socketOpens(origin: string, cookie: string): Promise<boolean> {
  const socket = io(origin, { path: CHAT_PATHS.socket, transports: ['websocket'], reconnection: false, extraHeaders: { cookie, origin } });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.disconnect();
      resolve(true);
    });
    socket.once('connect_error', () => {
      socket.disconnect();
      resolve(false);
    });
  });
}

const count = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('chat socket upgrades are limited per address before the session is looked up', () => {
  let limited: RunningInstance;
  let spentApi: RunningInstance;
  beforeAll(async () => {
    [limited, spentApi] = await Promise.all([
      startExtraGateway({ SOCKET_UPGRADE_RATE_LIMIT_PER_MINUTE: '5' }),
      startExtraGateway({ RATE_LIMIT_PER_MINUTE: '3' }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([limited?.stop(), spentApi?.stop()]);
  });

  it('answers upgrades past the limit 429 in the envelope and closes them: made-up cookies never reach the session check (its 403)', async () => {
    const cookie = await logIn('free@demo.test', 'demo-password-2026');
    expect(await socketOpens(limited.url, cookie)).toBe(true);
    const statuses: number[] = [];
    let refusal = { head: '', body: '' };
    for (let i = 0; i < 12; i += 1) {
      const answer = await upgrade(limited.url, `rdv_session=${randomBytes(24).toString('hex')}`);
      statuses.push(answer.status);
      if (answer.status === 429) refusal = answer;
    }
    // Four more fit the budget of 5 and reach the session check (no such session: 403); the rest never do.
    expect(statuses).toEqual([403, 403, 403, 403, 429, 429, 429, 429, 429, 429, 429, 429]);
    expect(refusal.head).toMatch(/^HTTP\/1\.1 429 Too Many Requests/);
    expect(refusal.head).toMatch(/connection: close/i);
    expect(JSON.parse(refusal.body)).toMatchObject({ statusCode: 429, code: 'REQUEST.RATE_LIMITED', message: 'Too many requests, please try again later.' });
    // A real member from the same address is refused as well until the window ends.
    expect(await socketOpens(limited.url, cookie)).toBe(false);
    expect((await upgrade(limited.url, cookie)).status).toBe(429);
  });

  it('refuses an upgrade once the address has spent its /api budget', async () => {
    const cookie = await logIn('premium@demo.test', 'demo-password-2026');
    const calls: number[] = [];
    for (let i = 0; i < 4; i += 1) calls.push((await rawCall('/api/interests.php', { origin: spentApi.url })).status);
    expect(calls).toEqual([200, 200, 200, 429]);
    const answer = await upgrade(spentApi.url, cookie);
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'REQUEST.RATE_LIMITED' });
  });
});

describe('photo files and the providers’ webhooks have budgets of their own', () => {
  let mollie: Server;
  const mollieCalls: string[] = [];
  let payments: RunningInstance;
  let databases: Awaited<ReturnType<typeof scratchDatabases>>;
  let limited: RunningInstance;
  beforeAll(async () => {
    // A Mollie that notes every call and knows no payment, behind a payments instance of its own database;
    // HTTPS with the run's provider emulator's certificate, which payments trusts in tests.
    const { key, cert } = await emulatorCertificates(dirname(process.env.RDV_PROVIDER_EMULATOR_CA ?? ''));
    mollie = createServer({ key, cert }, (req, res) => {
      mollieCalls.push(`${req.method} ${(req.url ?? '').split('?')[0]}`);
      res
        .writeHead(404, { 'content-type': 'application/hal+json' })
        .end(JSON.stringify({ status: 404, title: 'Not Found', detail: 'No payment exists with this token.' }));
    });
    const molliePort = await freePort();
    await new Promise<void>((resolve) => mollie.listen(molliePort, '127.0.0.1', resolve));
    databases = await scratchDatabases(['payments']);
    payments = await startServiceInstance('payments', { DATABASE_URL: databases.urls.payments, MOLLIE_API_ENDPOINT: `https://127.0.0.1:${molliePort}/v2/` });
    limited = await startExtraGateway({
      PAYMENTS_URL: payments.url,
      WEBHOOK_RATE_LIMIT_PER_MINUTE: '5',
      PHOTO_RATE_LIMIT_PER_MINUTE: '5',
      RATE_LIMIT_PER_MINUTE: '3',
    });
  }, 60_000);
  afterAll(async () => {
    await limited?.stop();
    await payments?.stop();
    await databases?.drop();
    await new Promise((resolve) => mollie?.close(resolve));
  });

  const webhook = (id: string) =>
    rawCall(PAYMENTS_PATHS.mollieWebhook, {
      method: 'POST',
      origin: limited.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${id}`,
    });

  it('limits webhook calls per address apart from /api, and answers ids of no order without calling Mollie', async () => {
    // The /api budget spent first: a provider's deliveries do not share it.
    for (let i = 0; i < 4; i += 1) await rawCall('/api/interests.php', { origin: limited.url });
    expect((await rawCall('/api/interests.php', { origin: limited.url })).status).toBe(429);

    const answers = [];
    for (let i = 0; i < 8; i += 1) answers.push(await webhook(`tr_madeUp${i}x${randomBytes(4).toString('hex')}`));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    for (const answer of answers.slice(0, 5)) expect(answer.body).toEqual({ outcome: 'unknown_payment' });
    expect(answers[7].body).toMatchObject({ statusCode: 429, code: 'REQUEST.RATE_LIMITED' });
    // Five well-formed ids of no order: not one call went out to Mollie.
    expect(mollieCalls).toEqual([]);
  });

  it('still asks Mollie about the id of an order, and about any id while an order waits for its id', async () => {
    // Straight at the payments instance: the gateway's webhook budget above is spent.
    const direct = (id: string) =>
      rawCall(PAYMENTS_PATHS.mollieWebhook, {
        method: 'POST',
        origin: payments.url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `id=${id}`,
      });
    const insertOrder = (providerPaymentId: string | null) =>
      queryDatabase(
        databases.urls.payments,
        `INSERT INTO orders (member_id, bundle_id, credits, method, provider, provider_payment_id, country, currency, price, total, vat_rate_bp, vat, net, consent_at)
         VALUES (1, 1, 100, 'ideal', 'mollie', $1, 'NL', 'EUR', 2995, 2995, 2100, 520, 2475, now())`,
        [providerPaymentId],
      );
    await insertOrder('tr_knownOrder1');
    expect((await direct('tr_knownOrder1')).body).toEqual({ outcome: 'unknown_payment' });
    expect(mollieCalls).toEqual(['GET /v2/payments/tr_knownOrder1']);
    // An order whose create call is under way: its payment may settle before the id is noted.
    await insertOrder(null);
    expect((await direct('tr_settlesEarly1')).body).toEqual({ outcome: 'unknown_payment' });
    expect(mollieCalls).toEqual(['GET /v2/payments/tr_knownOrder1', 'GET /v2/payments/tr_settlesEarly1']);
  });

  it('limits photo files per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await rawCall(`/photos/1/${i}.jpg`, { origin: limited.url })).status);
    expect(count(statuses)[429]).toBe(3);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(statuses.slice(0, 5)).not.toContain(429);
  });
});
