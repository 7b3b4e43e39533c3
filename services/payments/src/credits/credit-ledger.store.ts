import type { Wallet } from '@rendezvous/contracts/internal';
import { AppError } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CreditLedgerEntry } from './credit-ledger-entry.entity';
import { type CreditChange, REVERSAL_REASONS } from './credit-ledger';

/** credit_ledger_append's answer: 'applied' with the new row, 'seen' (the reference was applied before) or 'insufficient'. */
interface AppendRow {
  outcome: 'applied' | 'seen' | 'insufficient';
  entry_id: string | null;
  balance: number;
  entry_created_at: Date | null;
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
   * Appends one change to a member's credits, inside the caller's transaction (so the outbox event it causes
   * commits with it). Returns the new entry, or null when the reference was applied before.
   */
  async append(tx: EntityManager, change: CreditChange): Promise<CreditLedgerEntry | null> {
    // Outside a transaction the advisory lock would be released with the call, before the caller's other writes.
    if (!tx.queryRunner?.isTransactionActive) throw new Error('appendCredits must run inside a transaction');
    return (await this.run(tx, change)).entry;
  }

  /**
   * One change on its own, in one statement and its own transaction: a charge for the member's own request,
   * which publishes no event (chat's messages). The entry, or null when the reference was applied before, and the balance after.
   */
  appendAlone(change: CreditChange): Promise<{ entry: CreditLedgerEntry | null; balance: number }> {
    return this.run(this.dataSource.manager, change);
  }

  /**
   * credit_ledger_append (migration 1795390300006): the member's advisory lock, whether the reference was applied,
   * the balance and the new row, in one round trip. Changes of one member are serialised, so balance_after is always
   * the previous balance plus delta.
   */
  private async run(db: Pick<EntityManager, 'query'>, change: CreditChange): Promise<{ entry: CreditLedgerEntry | null; balance: number }> {
    if (!Number.isInteger(change.delta) || change.delta === 0) throw new Error(`credit change must be a whole non-zero number, got ${change.delta}`);
    // A refund or chargeback takes back what was bought even when it was spent; any other spend is
    // refused while the balance would be (or already is) negative.
    const mayGoNegative = change.delta < 0 && REVERSAL_REASONS.has(change.reason);
    const [row] = (await db.query('SELECT outcome, entry_id, balance, entry_created_at FROM credit_ledger_append($1, $2, $3, $4, $5, $6)', [
      change.memberId,
      change.delta,
      change.reason,
      change.reference,
      change.createdAt ?? null,
      mayGoNegative,
    ])) as AppendRow[];
    if (row.outcome === 'insufficient') throw new AppError(402, 'CREDITS.INSUFFICIENT', 'You do not have enough credits');
    if (row.outcome !== 'applied') return { entry: null, balance: row.balance };
    const entry: CreditLedgerEntry = {
      id: Number(row.entry_id),
      memberId: change.memberId,
      delta: change.delta,
      balanceAfter: row.balance,
      reason: change.reason,
      reference: change.reference,
      createdAt: row.entry_created_at as Date,
    };
    return { entry, balance: row.balance };
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
