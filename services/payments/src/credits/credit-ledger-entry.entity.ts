import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { bigintId } from '@rendezvous/nest-kit';

/**
 * One change of a member's credits. The ledger is append-only: the balance is the newest entry's
 * balance_after, and every entry carries a unique reference so a provider event, a purchase or a
 * seed is applied exactly once however often it arrives.
 */
@Entity({ name: 'credit_ledger' })
export class CreditLedgerEntry {
  @PrimaryColumn({ type: 'bigint', generated: 'increment', transformer: bigintId })
  id: number;

  /** the account id from identity */
  @Column({ name: 'member_id', type: 'bigint', transformer: bigintId })
  memberId: number;

  /** whole credits; positive adds, negative spends */
  @Column({ type: 'integer' })
  delta: number;

  /** never negative (check constraint) */
  @Column({ name: 'balance_after', type: 'integer' })
  balanceAfter: number;

  /** what kind of change, e.g. demo_credits */
  @Column({ type: 'text' })
  reason: string;

  /** idempotency key, unique, e.g. a provider payment id or seed:premium-demo */
  @Column({ type: 'text', unique: true })
  reference: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
