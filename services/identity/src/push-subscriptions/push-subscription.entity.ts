import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { bigintId } from '@rendezvous/nest-kit';

@Entity({ name: 'push_subscriptions' })
export class PushSubscription {
  @PrimaryColumn({ type: 'bigint', generated: 'identity', generatedIdentity: 'ALWAYS', transformer: bigintId })
  id: number;

  @Column({ name: 'account_id', type: 'bigint', transformer: bigintId })
  accountId: number;

  @Column({ type: 'text', unique: true })
  endpoint: string;

  @Column({ type: 'jsonb' })
  keys: { p256dh: string; auth: string };

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
