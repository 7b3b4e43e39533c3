import { randomUUID } from 'node:crypto';
import { queryDatabase, rawCall, scratchDatabases, startServiceInstance, type RunningInstance } from '@rendezvous/test-kit';

// Identity and members of the test's own, on scratch databases: members is killed here, and the
// run's services (which other test files use at the same time) must not notice.

const PASSWORD = 'a-good-password-1';
const { INTERNAL_TOKEN = '' } = JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}') as { INTERNAL_TOKEN?: string };
const internal = { authorization: `Bearer ${INTERNAL_TOKEN}`, 'content-type': 'application/json' };
const birthDate = `${new Date().getUTCFullYear() - 30}-05-17`;

let databases: Awaited<ReturnType<typeof scratchDatabases>>;
let members: RunningInstance;
let identity: RunningInstance;
let membersPort: number;

const startMembers = (port?: number) => startServiceInstance('members', { DATABASE_URL: databases.urls.members }, { port });

beforeAll(async () => {
  databases = await scratchDatabases(['identity', 'members']);
  members = await startMembers();
  membersPort = Number(new URL(members.url).port);
  identity = await startServiceInstance('identity', { DATABASE_URL: databases.urls.identity, MEMBERS_URL: members.url });
}, 60_000);

afterAll(async () => {
  await identity?.stop();
  await members?.stop();
  await databases?.drop();
}, 30_000);

async function signup(name: string) {
  const email = `outbox-${randomUUID()}@example.test`;
  const answer = await rawCall('/api/account/signup', {
    origin: identity.url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, name, date_of_birth: birthDate }),
  });
  const cookie = String([answer.headers['set-cookie']].flat()[0] ?? '').split(';')[0];
  return { answer, cookie };
}

function saveStep(cookie: string, step: string, data: Record<string, unknown>) {
  return rawCall(`/api/account/signup/steps/${step}`, {
    origin: identity.url,
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(data),
  });
}

const identityDb = <T>(sql: string, params: unknown[] = []) => queryDatabase<T>(databases.urls.identity, sql, params);
const membersDb = <T>(sql: string, params: unknown[] = []) => queryDatabase<T>(databases.urls.members, sql, params);

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const outboxEmpty = async () => (await identityDb<{ n: number }>('SELECT count(*)::int AS n FROM outbox'))[0].n === 0;

describe('the outbox between identity and members', () => {
  it('shows a new member their profile in the signup answer itself (delivered right after commit)', async () => {
    const { answer } = await signup('Right Away');
    expect(answer.status).toBe(201);
    const [profile] = await membersDb<{ name: string; status: string }>('SELECT name, status FROM profiles WHERE id = $1', [answer.body.id]);
    expect(profile).toEqual({ name: 'Right Away', status: 'disabled' });
  });

  it('keeps signing members up while members is killed, and both sides agree once it is back', async () => {
    // Signups and their steps run on while members dies mid-flow (SIGKILL: no goodbye, no flush).
    const flows = Array.from({ length: 16 }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 40));
      const { answer, cookie } = await signup(`Member ${index}`);
      expect(answer.status).toBe(201);
      const step = await saveStep(cookie, 'personal_info', {
        gender: index % 2 ? 'male' : 'female',
        sexuality: 'hetero',
        special_category_consent: true,
        country: 'NL',
        region: `Region ${index}`,
      });
      expect(step.status).toBe(200);
      return answer.body.id as number;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    members.process.kill('SIGKILL');
    const ids = await Promise.all(flows);

    // While members is away nothing is lost: the effects wait in identity's outbox.
    expect(await outboxEmpty()).toBe(false);
    members = await startMembers(membersPort);
    await waitFor(outboxEmpty, 30_000, 'the outbox draining');

    const accounts = await identityDb<{ id: string }>('SELECT id FROM accounts ORDER BY id');
    const profiles = await membersDb<{ id: string; name: string; status: string; country: string; region: string }>(
      'SELECT id, name, status, country, region FROM profiles ORDER BY id',
    );
    // Every account has its profile and no profile is without an account.
    expect(profiles.map((profile) => profile.id)).toEqual(accounts.map((account) => account.id));
    for (const [index, id] of ids.entries()) {
      // The step came after the signup and was applied after it: its fields are there.
      expect(profiles.find((profile) => Number(profile.id) === id)).toMatchObject({
        name: `Member ${index}`,
        status: 'disabled',
        country: 'NL',
        region: `Region ${index}`,
      });
    }
    // Nothing given up on, every event applied exactly once.
    const [{ dead }] = await identityDb<{ dead: number }>('SELECT count(*)::int AS dead FROM outbox WHERE dead_at IS NOT NULL');
    expect(dead).toBe(0);
    const [{ applied }] = await membersDb<{ applied: number }>('SELECT count(*)::int AS applied FROM processed_events');
    expect(applied).toBe(1 + ids.length * 2);
  }, 60_000);

  it('applies a redelivered event once, and refuses an event outside the contract before touching anything', async () => {
    const { answer } = await signup('Once Only');
    const event = {
      id: randomUUID(),
      topic: 'profile.written',
      occurred_at: new Date().toISOString(),
      payload: { member_id: answer.body.id, changes: { city: 'Delft' } },
    };
    const first = await rawCall('/internal/events', { origin: members.url, method: 'POST', headers: internal, body: JSON.stringify(event) });
    expect(first.body).toEqual({ outcome: 'applied' });
    await membersDb('UPDATE profiles SET city = $2 WHERE id = $1', [answer.body.id, 'Leiden']);
    const again = await rawCall('/internal/events', { origin: members.url, method: 'POST', headers: internal, body: JSON.stringify(event) });
    expect(again.body).toEqual({ outcome: 'duplicate' });
    expect((await membersDb<{ city: string }>('SELECT city FROM profiles WHERE id = $1', [answer.body.id]))[0].city).toBe('Leiden');

    const invalid = await rawCall('/internal/events', {
      origin: members.url,
      method: 'POST',
      headers: internal,
      body: JSON.stringify({ ...event, id: randomUUID(), payload: { member_id: answer.body.id, changes: { country: 'ZZ' } } }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toHaveProperty(['changes.country']);
    const unknown = await rawCall('/internal/events', {
      origin: members.url,
      method: 'POST',
      headers: internal,
      body: JSON.stringify({ ...event, id: randomUUID(), topic: 'no.such' }),
    });
    expect(unknown.status).toBe(400);
    const withoutToken = await rawCall('/internal/events', {
      origin: members.url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...event, id: randomUUID() }),
    });
    expect(withoutToken.status).toBe(403);
  });

  it('sets a refused event aside, counts it in health, and delivers it once retried after the fix', async () => {
    const { answer } = await signup('Set Aside');
    await waitFor(outboxEmpty, 10_000, 'the signup events delivered');
    const memberId = answer.body.id as number;
    // An event members refuses (outside the contract): the relay sets it aside instead of retrying forever.
    const eventId = randomUUID();
    await identityDb(`INSERT INTO outbox (event_id, topic, destination, ordering_key, payload) VALUES ($1, 'profile.written', 'members', $2, $3)`, [
      eventId,
      `members:${memberId}`,
      JSON.stringify({ member_id: memberId, changes: { country: 'ZZ', city: 'Utrecht' } }),
    ]);
    await waitFor(
      async () => (await identityDb<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE dead_at IS NOT NULL'))[0].n === 1,
      10_000,
      'the event set aside',
    );
    const health = await rawCall('/health', { origin: identity.url });
    expect(health.body.outbox).toEqual({ pending: 0, dead: 1 });
    expect(health.body.status).toBe('ok');

    // The operator mends the cause, then gives the event a fresh start.
    await identityDb(`UPDATE outbox SET payload = $2 WHERE event_id = $1`, [
      eventId,
      JSON.stringify({ member_id: memberId, changes: { country: 'NL', city: 'Utrecht' } }),
    ]);
    expect((await rawCall('/internal/outbox/retry-dead', { origin: identity.url, method: 'POST' })).status).toBe(403);
    const retried = await rawCall('/internal/outbox/retry-dead', { origin: identity.url, method: 'POST', headers: internal });
    expect(retried.body).toEqual({ retried: 1 });
    await waitFor(outboxEmpty, 10_000, 'the retried event delivered');
    expect(await membersDb('SELECT country, city FROM profiles WHERE id = $1', [memberId])).toEqual([{ country: 'NL', city: 'Utrecht' }]);
    expect((await rawCall('/internal/outbox', { origin: identity.url, headers: internal })).body).toEqual({ pending: 0, dead: 0 });
  }, 40_000);
});
