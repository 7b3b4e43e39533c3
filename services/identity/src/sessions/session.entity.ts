import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { bigintId } from '@rendezvous/nest-kit';

@Entity({ name: 'sessions' })
export class Session {
  @PrimaryColumn({ type: 'bigint', generated: 'identity', generatedIdentity: 'ALWAYS', transformer: bigintId })
  id: number;

  @Column({ name: 'account_id', type: 'bigint', transformer: bigintId })
  accountId: number;

  @Column({ name: 'token_hash', type: 'text', unique: true })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** when the page-hidden beacon last came (spec 7): the member left the page in this browser */
  @Column({ name: 'page_hidden_at', type: 'timestamptz', nullable: true })
  pageHiddenAt: Date | null;
}
