import type { Wallet } from '@rendezvous/contracts/internal';
import { AppError } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CreditLedgerEntry } from './credit-ledger-entry.entity';
import { type CreditChange, REVERSAL_REASONS } from './credit-ledger';

interface LedgerRow {
  id: string;
  member_id: string;
  delta: number;
  balance_after: number;
  reason: string;
  reference: string;
  created_at: Date;
}

/**
 * The credit_ledger table (append-only: the balance is the newest entry's balance_after), and the
 * wallet read that joins it with memberships. Changes run in the caller's transaction (`tx`), so a
 * change and the outbox event it causes commit together (docs/adr/0005-outbox-and-synchronous-calls.md).
 */
@Injectable()
export class CreditLedgerStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction; the outbox publishes with the same `tx`. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The member's balance: the ledger's newest row, 0 before the first change. */
  async balanceOf(tx: EntityManager, memberId: number): Promise<number> {
    const [newest] = (await tx.query('SELECT balance_after FROM credit_ledger WHERE member_id = $1 ORDER BY id DESC LIMIT 1', [memberId])) as Array<{
      balance_after: number;
    }>;
    return newest?.balance_after ?? 0;
  }

  /**
   * Appends one change to a member's credits, inside the caller's transaction. A transaction-scoped
   * advisory lock per member serialises changes of one member, so balance_after is always the previous
   * balance plus delta. Returns the new entry, or null when the reference was applied before.
   */
  async append(tx: EntityManager, change: CreditChange): Promise<CreditLedgerEntry | null> {
    if (!Number.isInteger(change.delta) || change.delta === 0) throw new Error(`credit change must be a whole non-zero number, got ${change.delta}`);
    // Outside a transaction the advisory lock would be released at once and balances could race.
    if (!tx.queryRunner?.isTransactionActive) throw new Error('appendCredits must run inside a transaction');

    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`credits:${change.memberId}`]);
    // Under the lock, in one round trip: whether the reference was applied (checked before the balance,
    // so a repeated spend reports "already applied", not "not enough credits") and the balance.
    const [state]: Array<{ seen: boolean; balance: number | null }> = await tx.query(
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
    const inserted: LedgerRow[] = await tx.query(
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

  /** The member's balance (the ledger's newest row) and premium state (a membership row): the user object's truth. */
  async wallet(memberId: number): Promise<Wallet> {
    const [row] = (await this.dataSource.query(
      `SELECT
       COALESCE((SELECT balance_after FROM credit_ledger WHERE member_id = $1 ORDER BY id DESC LIMIT 1), 0) AS credits,
       EXISTS (SELECT 1 FROM memberships WHERE member_id = $1) AS paid_user`,
      [memberId],
    )) as Array<{ credits: number; paid_user: boolean }>;
    return { credits: Number(row.credits), paid_user: row.paid_user };
  }
}
