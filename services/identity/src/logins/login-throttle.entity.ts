import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { bigintId } from '@rendezvous/nest-kit';

/** Wrong passwords in a row for one account from one client, and until when that client is locked out. */
@Entity({ name: 'login_throttles' })
export class LoginThrottle {
  @PrimaryColumn({ name: 'account_id', type: 'bigint', transformer: bigintId })
  accountId: number;

  @PrimaryColumn({ name: 'client_key', type: 'text' })
  clientKey: string;

  @Column({ type: 'integer', default: 0 })
  failures: number;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
