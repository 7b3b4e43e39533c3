import { bootServiceAgain, call, queryServiceDb } from '@rendezvous/test-kit';
import { verify } from 'argon2';

describe('identity service', () => {
  it('is healthy with its own database through the gateway', async () => {
    const { body } = await call('/api/health');
    expect(body.services.identity).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('seeds the two demo accounts with argon2id hashes of the documented password', async () => {
    const rows = await queryServiceDb<{ id: string; email: string; password_hash: string; status: string }>(
      'identity',
      "SELECT id, email, password_hash, status FROM accounts WHERE email IN ('free@demo.test', 'premium@demo.test') ORDER BY id",
    );
    expect(rows.map((r) => [Number(r.id), r.email])).toEqual([
      [1001, 'free@demo.test'],
      [1002, 'premium@demo.test'],
    ]);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      await expect(verify(row.password_hash, 'demo-password-2026')).resolves.toBe(true);
      await expect(verify(row.password_hash, 'wrong-password')).resolves.toBe(false);
    }
  });

  it('seeds 300 demo member accounts plus the demo accounts, and a second boot adds nothing', async () => {
    // Only the seeded people: other tests sign new members up in the same database.
    const count = async () =>
      Number((await queryServiceDb<{ n: string }>('identity', "SELECT count(*) AS n FROM accounts WHERE email LIKE '%@demo.test'"))[0].n);
    expect(await count()).toBe(302);
    await bootServiceAgain('identity');
    expect(await count()).toBe(302);
  });

  it('hands out fresh ids after the seeded ones', async () => {
    const [{ next }] = await queryServiceDb<{ next: string }>('identity', "SELECT nextval(pg_get_serial_sequence('accounts', 'id')) AS next");
    expect(Number(next)).toBeGreaterThan(1002);
  });
});
