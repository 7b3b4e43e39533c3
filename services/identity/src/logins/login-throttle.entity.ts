import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * Wrong passwords in a row for one e-mail address from one client, and until when that client is
 * locked out. Kept per address, not per account, so an address without an account locks alike.
 */
@Entity({ name: 'login_throttles' })
export class LoginThrottle {
  /** sha256 (hex) of the normalised address: guessed addresses are not stored as they were typed */
  @PrimaryColumn({ name: 'address_key', type: 'text' })
  addressKey: string;

  @PrimaryColumn({ name: 'client_key', type: 'text' })
  clientKey: string;

  @Column({ type: 'integer', default: 0 })
  failures: number;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
