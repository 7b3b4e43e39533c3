import { bootServiceAgain, call, queryServiceDb } from '@rendezvous/test-kit';

describe('payments service', () => {
  it('is healthy with its own database through the gateway', async () => {
    const { body } = await call('/api/health');
    expect(body.services.payments).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('gives the premium demo member premium and credits, in whole credits on one ledger', async () => {
    const ledger = await queryServiceDb<{ delta: number; balance_after: number; reference: string }>(
      'payments',
      'SELECT delta, balance_after, reference FROM credit_ledger WHERE member_id = 1002 ORDER BY id',
    );
    expect(ledger).toEqual([{ delta: 120, balance_after: 120, reference: 'seed:premium-demo' }]);
    const memberships = await queryServiceDb('payments', 'SELECT member_id FROM memberships WHERE member_id IN (1001, 1002)');
    expect(memberships.map((m) => Number(m.member_id))).toEqual([1002]);
  });

  it('applies the seed credits once, however often it boots', async () => {
    await bootServiceAgain('payments');
    const [{ total }] = await queryServiceDb<{ total: string }>('payments', 'SELECT sum(delta) AS total FROM credit_ledger WHERE member_id = 1002');
    expect(Number(total)).toBe(120);
  });

  it('refuses a negative balance in the database itself', async () => {
    await expect(
      queryServiceDb(
        'payments',
        "INSERT INTO credit_ledger (member_id, delta, balance_after, reason, reference) VALUES (1001, -5, -5, 'test', 'test:negative')",
      ),
    ).rejects.toThrow(/check/i);
  });
});
