import { randomUUID } from 'node:crypto';
import { call, latestMailTo, linkIn, queryServiceDb, rawCall, sessionCookieFrom } from '@rendezvous/test-kit';

const PASSWORD = 'a-good-password-1';
const identityUrl = () => (JSON.parse(process.env.RDV_SERVICE_URLS ?? '{}') as Record<string, string>).identity;
const { INTERNAL_TOKEN = '' } = JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}') as { INTERNAL_TOKEN?: string };

/** Runs identity's purge sweep now (the hourly timer's work), as an operator would. */
async function sweep(): Promise<number[]> {
  const answer = await rawCall('/internal/maintenance/purge-deleted-accounts', {
    origin: identityUrl(),
    method: 'POST',
    headers: { authorization: `Bearer ${INTERNAL_TOKEN}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(answer.status).toBe(200);
  return answer.body.purged as number[];
}

async function waitFor(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const deletedDaysAgo = (id: number, days: number) =>
  queryServiceDb('identity', `UPDATE accounts SET deleted_at = now() - ($2 || ' days')::interval WHERE id = $1`, [id, String(days)]);

describe('purging deleted accounts after the reactivation window', () => {
  it('removes the account and its personal data everywhere, keeping payments’ accounting records without it', async () => {
    const email = `purge-${randomUUID()}@example.test`;
    const signup = await call('/api/account/signup', {
      method: 'POST',
      json: { email, password: PASSWORD, name: 'Soon Gone', date_of_birth: `${new Date().getUTCFullYear() - 30}-01-02` },
    });
    expect(signup.status).toBe(201);
    const id = signup.body.id as number;
    const cookie = sessionCookieFrom(signup);
    // What the other services hold about the member: a conversation, premium, a credit change.
    await queryServiceDb('chat', 'INSERT INTO conversations (member_a, member_b, started_by) VALUES ($1, $2, 1001)', [Math.min(1001, id), Math.max(1001, id)]);
    await queryServiceDb('chat', 'INSERT INTO chat_photos (id, owner_id, full_name, thumb_name) VALUES ($1, $2, $3, $4)', [
      'purgeTestPhoto0123456789',
      id,
      `${id}/purgeTestPhoto0123456789.jpg`,
      `${id}/purgeTestPhoto0123456789_t.jpg`,
    ]);
    await queryServiceDb('payments', 'INSERT INTO memberships (member_id, premium_since) VALUES ($1, now())', [id]);
    await queryServiceDb('payments', `INSERT INTO credit_ledger (member_id, delta, balance_after, reason, reference) VALUES ($1, 50, 50, 'purchase', $2)`, [
      id,
      `test-purge-${id}`,
    ]);

    const deleted = await call('/api/account', { method: 'DELETE', json: { password: PASSWORD }, headers: { cookie } });
    expect(deleted.status).toBe(200);
    const reactivateLink = linkIn(await latestMailTo(email), '/api/account/reactivate');

    // Day 13 of 14: the member can still come back, so nothing goes.
    await deletedDaysAgo(id, 13);
    expect(await sweep()).not.toContain(id);
    expect(await queryServiceDb('identity', 'SELECT id FROM accounts WHERE id = $1', [id])).toHaveLength(1);

    await deletedDaysAgo(id, 15);
    expect(await sweep()).toContain(id);
    expect(await queryServiceDb('identity', 'SELECT id FROM accounts WHERE id = $1', [id])).toHaveLength(0);
    expect(await queryServiceDb('identity', 'SELECT id FROM account_tokens WHERE account_id = $1', [id])).toHaveLength(0);

    // Delivered through the outbox to every service that held something.
    await waitFor(async () => (await queryServiceDb('members', 'SELECT id FROM profiles WHERE id = $1', [id])).length === 0, 'the profile purge');
    await waitFor(
      async () => (await queryServiceDb('chat', 'SELECT id FROM conversations WHERE member_a = $1 OR member_b = $1', [id])).length === 0,
      'the chat purge',
    );
    expect(await queryServiceDb('chat', 'SELECT id FROM chat_photos WHERE owner_id = $1', [id])).toHaveLength(0);
    await waitFor(
      async () => (await queryServiceDb('payments', 'SELECT member_id FROM memberships WHERE member_id = $1', [id])).length === 0,
      'the premium purge',
    );
    // The ledger is the accounting record: kept, and it names nobody.
    expect(await queryServiceDb('payments', 'SELECT delta FROM credit_ledger WHERE member_id = $1', [id])).toEqual([{ delta: 50 }]);

    // The way back is closed, and the address is free for a new account.
    const reactivate = await rawCall(`${reactivateLink.pathname}${reactivateLink.search}`);
    expect(reactivate.status).toBe(303);
    expect(reactivate.headers.location).toBe('/login');
    const login = await call('/api/user.php', { method: 'POST', json: { email, password: PASSWORD } });
    expect(login.status).toBe(401);
    const again = await call('/api/account/signup', {
      method: 'POST',
      json: { email, password: PASSWORD, name: 'Back Again', date_of_birth: `${new Date().getUTCFullYear() - 30}-01-02` },
    });
    expect(again.status).toBe(201);
  });
});
