import { AppError } from '@rendezvous/nest-kit';
import type { EntityManager } from 'typeorm';
import type { CreditLedgerEntry } from './credit-ledger-entry.entity';

/** The only changes that may take a balance below 0: the money went back, so the credits go too. */
export const REVERSAL_REASONS: ReadonlySet<string> = new Set(['refund', 'chargeback']);

export interface CreditChange {
  memberId: number;
  /** whole credits, not zero; negative spends */
  delta: number;
  reason: string;
  /** idempotency key: a change with a reference already in the ledger is not applied again */
  reference: string;
  /** defaults to now; seeds pass their fixed dates */
  createdAt?: Date;
}

interface LedgerRow {
  id: string;
  member_id: string;
  delta: number;
  balance_after: number;
  reason: string;
  reference: string;
  created_at: Date;
}

/** The member's balance: the ledger's newest row, 0 before the first change. */
export async function balanceOf(manager: EntityManager, memberId: number): Promise<number> {
  const [newest] = (await manager.query('SELECT balance_after FROM credit_ledger WHERE member_id = $1 ORDER BY id DESC LIMIT 1', [memberId])) as Array<{ balance_after: number }>;
  return newest?.balance_after ?? 0;
}

/**
 * Appends one change to a member's credits, inside the caller's transaction. A transaction-scoped
 * advisory lock per member serialises changes of one member, so balance_after is always the previous
 * balance plus delta. Returns the new entry, or null when the reference was applied before.
 */
export async function appendCredits(manager: EntityManager, change: CreditChange): Promise<CreditLedgerEntry | null> {
  if (!Number.isInteger(change.delta) || change.delta === 0) throw new Error(`credit change must be a whole non-zero number, got ${change.delta}`);
  // Outside a transaction the advisory lock would be released at once and balances could race.
  if (!manager.queryRunner?.isTransactionActive) throw new Error('appendCredits must run inside a transaction');

  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`credits:${change.memberId}`]);
  // Under the lock, in one round trip: whether the reference was applied (checked before the balance,
  // so a repeated spend reports "already applied", not "not enough credits") and the balance.
  const [state]: Array<{ seen: boolean; balance: number | null }> = await manager.query(
    `SELECT EXISTS (SELECT 1 FROM credit_ledger WHERE reference = $1) AS seen,
            (SELECT balance_after FROM credit_ledger WHERE member_id = $2 ORDER BY id DESC LIMIT 1) AS balance`,
    [change.reference, change.memberId],
  );
  if (state.seen) return null;
  const balanceAfter = (state.balance ?? 0) + change.delta;
  // A refund or chargeback takes back what was bought even when it was spent; any other spend is
  // refused while the balance would be (or already is) negative.
  if (balanceAfter < 0 && !(change.delta < 0 && REVERSAL_REASONS.has(change.reason))) {
    throw new AppError(402, 'CREDITS.INSUFFICIENT', 'You do not have enough credits');
  }

  // ON CONFLICT still guards a reference racing in from another member's transaction.
  const inserted: LedgerRow[] = await manager.query(
    `INSERT INTO credit_ledger (member_id, delta, balance_after, reason, reference, created_at)
     VALUES ($1, $2, $3, $4, $5, COALESCE($6::timestamptz, now()))
     ON CONFLICT (reference) DO NOTHING
     RETURNING id, member_id, delta, balance_after, reason, reference, created_at`,
    [change.memberId, change.delta, balanceAfter, change.reason, change.reference, change.createdAt ?? null],
  );
  const row = inserted[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    memberId: Number(row.member_id),
    delta: row.delta,
    balanceAfter: row.balance_after,
    reason: row.reason,
    reference: row.reference,
    createdAt: row.created_at,
  };
}
