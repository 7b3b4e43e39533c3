import {
  call,
  expectEnvelope,
  mailsTo,
  queryServiceDb,
  rawCall,
  sessionCookieFrom,
  startExtraGateway,
  startServiceInstance,
  type RunningInstance,
} from '@rendezvous/test-kit';

const PASSWORD = 'a-good-password-1';
let counter = 0;
const uniqueEmail = () => `identity-hardening-${Date.now().toString(36)}-${(counter += 1)}@example.test`;

async function signedUp() {
  const email = uniqueEmail();
  const result = await call('/api/account/signup', {
    method: 'POST',
    json: { email, password: PASSWORD, name: `Hardened ${counter}`, date_of_birth: '1990-05-17' },
  });
  expect(result.status).toBe(201);
  return { email, cookie: sessionCookieFrom(result), id: result.body.id as number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('mail limits hold under concurrency', () => {
  it('sends 3 password-reset mails, not 10, when ten requests arrive at once', async () => {
    const { email } = await signedUp();
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('/api/account/password-reset', { method: 'POST', json: { email } })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.body.message).toBe('Too many password reset emails sent, please try again tomorrow.');
    }
    const deadline = Date.now() + 5_000;
    while ((await mailsTo(email)).length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await mailsTo(email)).filter((mail) => /reset/i.test(mail.subject)).length).toBe(3);
  });

  it('caps activation mails at 5 a day, counting the first one, also when asked at once', async () => {
    const { email, cookie } = await signedUp();
    expect((await call('/api/account/signup/complete', { method: 'POST', headers: { cookie } })).status).toBe(200);
    const resends = await Promise.all(Array.from({ length: 8 }, () => call('/api/account/activation-mail', { method: 'POST', headers: { cookie } })));
    expect(resends.filter((answer) => answer.status === 200)).toHaveLength(4);
    for (const refused of resends.filter((answer) => answer.status !== 200)) {
      expectEnvelope(refused, 429, 'ACCOUNT.TOO_MANY_ACTIVATION_MAILS');
    }
    const [{ n }] = await queryServiceDb<{ n: string }>(
      'identity',
      "SELECT count(*) AS n FROM account_tokens t JOIN accounts a ON a.id = t.account_id WHERE a.email = $1 AND t.purpose = 'activation'",
      [email],
    );
    expect(Number(n)).toBe(5);
  });
});

describe('deleting an account', () => {
  it('refuses an empty body on a session older than a few minutes, and deletes nothing', async () => {
    const { id, cookie } = await signedUp();
    await queryServiceDb('identity', "UPDATE sessions SET created_at = now() - interval '10 minutes' WHERE account_id = $1", [id]);
    const result = await call('/api/account', { method: 'DELETE', headers: { cookie } });
    expectEnvelope(result, 400, 'ACCOUNT.PASSWORD_REQUIRED');
    expect(result.body.errors).toEqual({ password: ['Enter your password to delete your account.'] });
    const [account] = await queryServiceDb<{ status: string }>('identity', 'SELECT status FROM accounts WHERE id = $1', [id]);
    expect(account.status).toBe('not_confirmed');
    expect((await call('/api/user.php', { headers: { cookie } })).status).toBe(200);
  });

  it('takes the password on an older session, and a login of the last minutes without it', async () => {
    const older = await signedUp();
    await queryServiceDb('identity', "UPDATE sessions SET created_at = now() - interval '10 minutes' WHERE account_id = $1", [older.id]);
    expect((await call('/api/account', { method: 'DELETE', headers: { cookie: older.cookie }, json: { password: PASSWORD } })).status).toBe(200);
    const fresh = await signedUp();
    expect((await call('/api/account', { method: 'DELETE', headers: { cookie: fresh.cookie } })).status).toBe(200);
    const rows = await queryServiceDb<{ status: string }>('identity', 'SELECT status FROM accounts WHERE id = ANY($1::bigint[])', [[older.id, fresh.id]]);
    expect(rows.map((row) => row.status)).toEqual(['deleted', 'deleted']);
  });
});

describe('lockout per account and client', () => {
  let proxied: RunningInstance;
  beforeAll(async () => {
    // Behind a trusted proxy, so the test can speak for several client addresses.
    proxied = await startExtraGateway({ TRUSTED_PROXIES: 'loopback' });
  });
  afterAll(() => proxied?.stop());

  const loginFrom = async (address: string, email: string, password: string) => {
    const started = performance.now();
    const answer = await rawCall('/api/user.php', {
      origin: proxied.url,
      method: 'POST',
      headers: { 'x-forwarded-for': address, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return { ...answer, ms: performance.now() - started };
  };

  it('locks out the client that guessed wrong, while the member logs in from elsewhere', async () => {
    const { email } = await signedUp();
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await loginFrom('203.0.113.66', email, 'wrong-password')).status).toBe(401);
    const fifth = await loginFrom('203.0.113.66', email, 'wrong-password');
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe('Too many incorrect attempts, account blocked for 15 min.');
    expect((await loginFrom('203.0.113.66', email, PASSWORD)).status).toBe(429);
    const member = await loginFrom('198.51.100.7', email, PASSWORD);
    expect(member.status).toBe(200);
    expect(member.body.email).toBe(email);
  });

  it('answers locked, wrong and unknown in the same time, so timing tells nothing', async () => {
    const { email } = await signedUp();
    const locker = '203.0.113.77';
    for (let attempt = 1; attempt <= 5; attempt += 1) await loginFrom(locker, email, 'wrong-password');
    const wrong: number[] = [];
    const unknown: number[] = [];
    const locked: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      wrong.push((await loginFrom(`198.51.100.${20 + round}`, email, 'wrong-password')).ms);
      unknown.push((await loginFrom('198.51.100.40', uniqueEmail(), 'wrong-password')).ms);
      const answer = await loginFrom(locker, email, 'wrong-password');
      expect(answer.status).toBe(429);
      locked.push(answer.ms);
    }
    // Before: a locked answer came in 28 ms against 400-600 ms; now each verifies a password hash.
    expect(median(locked)).toBeGreaterThan(median(wrong) * 0.6);
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.6);
  });
});

describe('identity limits login attempts itself', () => {
  let identity: RunningInstance;
  beforeAll(async () => {
    identity = await startServiceInstance('identity', { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => identity?.stop());

  it('answers 429 past its own limit to a caller that reaches it without the gateway, whatever client address it claims', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await rawCall('/api/user.php', {
        origin: identity.url,
        method: 'POST',
        // Made-up forwarding headers without the internal token count for nothing.
        headers: { 'content-type': 'application/json', 'x-rdv-client-ip': `203.0.113.${attempt}`, 'x-forwarded-for': `203.0.113.${attempt}` },
        body: JSON.stringify({ email: 'nobody@example.test', password: 'x' }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
