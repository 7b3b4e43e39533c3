import { call, latestMailTo, linkIn, logIn, rawCall, signUpMember, startExtraGateway, TEST_MEMBER_PASSWORD, type RunningInstance } from '@rendezvous/test-kit';

// The gateway remembers whose session a cookie is, so member calls (chats, likes: the shell polls
// them) skip the round trip to identity (routing/user-cache.ts). A session that ended must never
// get through because of it.

const PASSWORD = TEST_MEMBER_PASSWORD;
const MEMBER_CALL = '/api/chats.php';

const newMember = () => signUpMember('Session Keeper');

async function eventually(check: () => Promise<boolean>, timeoutMs = 2_000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

describe('remembered session checks', () => {
  it('refuse a member call right after logout', async () => {
    const { cookie } = await newMember();
    expect((await call(MEMBER_CALL, { headers: { cookie } })).status).toBe(200);
    expect((await call(MEMBER_CALL, { headers: { cookie } })).status).toBe(200); // remembered now
    expect((await call('/api/logout.php', { headers: { cookie } })).status).toBeLessThan(400);
    const after = await call(MEMBER_CALL, { headers: { cookie } });
    expect(after.status).toBe(403);
    expect(after.body.code).toBe('authentication_required');
  });

  it('refuse a member call right after a password reset through the mailed link (no session of the member was involved)', async () => {
    const { email, cookie } = await newMember();
    expect((await call(MEMBER_CALL, { headers: { cookie } })).status).toBe(200);
    expect((await call('/api/account/password-reset', { method: 'POST', json: { email } })).status).toBe(200);
    const token = linkIn(await latestMailTo(email), '/reset-password/do').searchParams.get('token');
    const reset = await call('/api/account/password-reset/confirm', {
      method: 'POST',
      json: { token, password: 'new-password-1', password_repeat: 'new-password-1' },
    });
    expect(reset.status).toBe(200);
    // Only identity's member.changed event can tell the gateway; it arrives before the reset answers.
    expect((await call(MEMBER_CALL, { headers: { cookie } })).status).toBe(403);
    const fresh = await logIn(email, 'new-password-1');
    expect((await call(MEMBER_CALL, { headers: { cookie: fresh } })).status).toBe(200);
  });
});

describe('two gateway replicas sharing Redis', () => {
  const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };
  let first: RunningInstance;
  let second: RunningInstance;

  beforeAll(async () => {
    [first, second] = await Promise.all([startExtraGateway(redis), startExtraGateway(redis)]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
  });

  const through = (gateway: RunningInstance, path: string, cookie: string) => rawCall(path, { origin: gateway.url, headers: { cookie } });

  it('forget a logout made through the other replica at once, for user.php and member calls', async () => {
    const { email } = await newMember();
    const cookie = await logIn(email, PASSWORD);
    for (const gateway of [first, second]) {
      for (const path of ['/api/user.php', MEMBER_CALL, '/api/user.php', MEMBER_CALL]) expect((await through(gateway, path, cookie)).status).toBe(200);
    }
    expect((await through(first, '/api/logout.php', cookie)).status).toBeLessThan(400);
    // The drop travels over Redis pub/sub: a few milliseconds at most.
    const took = await eventually(async () => (await through(second, '/api/user.php', cookie)).status === 403);
    expect(took).toBeLessThan(500);
    expect((await through(second, MEMBER_CALL, cookie)).status).toBe(403);
  });
});
