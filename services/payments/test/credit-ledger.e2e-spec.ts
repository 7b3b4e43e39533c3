import { AppError } from '@rendezvous/nest-kit';
import { DataSource } from 'typeorm';
import { CreditLedgerEntry } from '../src/credits/credit-ledger-entry.entity';
import type { CreditChange } from '../src/credits/credit-ledger';
import { CreditLedgerStore } from '../src/credits/credit-ledger.store';

/**
 * The ledger as money code needs it, on the payments service's real database: every change in its own
 * transaction, as a purchase, a webhook or a chat charge would make it.
 */
let dataSource: DataSource;
// Members of this file only: far above the demo ids, different on every run.
let nextMember = 800_000 + Math.floor(Math.random() * 100_000) * 10;
const freshMember = () => (nextMember += 1);

const change = (memberId: number, delta: number, reference: string): CreditChange => ({ memberId, delta, reason: 'test', reference });
const apply = (credit: CreditChange) => dataSource.transaction((manager) => new CreditLedgerStore(dataSource).append(manager, credit));

async function ledgerOf(memberId: number) {
  return dataSource.query<Array<{ id: string; delta: number; balance_after: number }>>(
    'SELECT id, delta, balance_after FROM credit_ledger WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
}

beforeAll(async () => {
  const databases = JSON.parse(process.env.RDV_DATABASES ?? '{}') as Record<string, string>;
  const url = new URL(process.env.RDV_SERVER_URL ?? '');
  url.pathname = `/${databases.payments}`;
  // Enough connections for real contention: 200 transactions queue for 20 connections.
  dataSource = new DataSource({ type: 'postgres', url: url.toString(), entities: [CreditLedgerEntry], extra: { max: 20 } });
  await dataSource.initialize();
});
afterAll(() => dataSource?.destroy());

describe('the credit ledger', () => {
  it('refuses a spend above the balance with the spec wording, and stores nothing', async () => {
    const member = freshMember();
    await apply(change(member, 10, `test:${member}:bundle`));
    const refused = apply(change(member, -11, `test:${member}:message-1`));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'CREDITS.INSUFFICIENT', message: 'You do not have enough credits' });
    expect(await ledgerOf(member)).toEqual([expect.objectContaining({ delta: 10, balance_after: 10 })]);
  });

  it('applies a replayed reference once, and says so', async () => {
    const member = freshMember();
    const first = await apply(change(member, 50, `test:${member}:tr_replayed`));
    expect(first).toMatchObject({ delta: 50, balanceAfter: 50 });
    expect(await apply(change(member, 50, `test:${member}:tr_replayed`))).toBeNull();
    // Also when the replay would now be refused for lack of credits: "already applied" wins.
    await apply(change(member, -50, `test:${member}:spend`));
    expect(await apply(change(member, -50, `test:${member}:spend`))).toBeNull();
    expect((await ledgerOf(member)).map((row) => row.balance_after)).toEqual([50, 0]);
  });

  it('applies a reference delivered at the same moment twice exactly once', async () => {
    const member = freshMember();
    const results = await Promise.all(Array.from({ length: 10 }, () => apply(change(member, 25, `test:${member}:webhook`))));
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(await ledgerOf(member)).toHaveLength(1);
  });

  it('keeps the balance exact and never below 0 under 200 concurrent changes of one member', async () => {
    const member = freshMember();
    await apply(change(member, 100, `test:${member}:start`));
    // 150 spends of 1 and 50 top-ups of 1 at once: whatever the order, no balance may go below 0.
    const changes = Array.from({ length: 200 }, (_, i) => change(member, i % 4 === 0 ? 1 : -1, `test:${member}:c${i}`));
    const outcomes = await Promise.allSettled(changes.map(apply));
    const applied = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    for (const outcome of refused) expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'CREDITS.INSUFFICIENT' });

    const ledger = await ledgerOf(member);
    expect(ledger).toHaveLength(1 + applied);
    // Each entry follows from the one before it, and none is negative.
    let balance = 0;
    for (const row of ledger) {
      balance += row.delta;
      expect(row.balance_after).toBe(balance);
      expect(row.balance_after).toBeGreaterThanOrEqual(0);
    }
    const appliedSum = ledger.slice(1).reduce((sum, row) => sum + row.delta, 0);
    expect(balance).toBe(100 + appliedSum);
    // With 100 to start and 150 spends against 50 top-ups, some spends may be refused but never all.
    expect(applied).toBeGreaterThanOrEqual(150);
  }, 60_000);
});
