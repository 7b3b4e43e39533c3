import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { bigintId } from '@rendezvous/nest-kit';

export type TokenPurpose = 'activation' | 'password_reset' | 'email_change' | 'reactivation' | 'email_change_undo';

@Entity({ name: 'account_tokens' })
export class AccountToken {
  @PrimaryColumn({ type: 'bigint', generated: 'identity', generatedIdentity: 'ALWAYS', transformer: bigintId })
  id: number;

  @Column({ name: 'account_id', type: 'bigint', transformer: bigintId })
  accountId: number;

  @Column({ type: 'text' })
  purpose: TokenPurpose;

  @Column({ name: 'token_hash', type: 'text', unique: true })
  tokenHash: string;

  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  payload: Record<string, string>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
