import { bigintId } from '@rendezvous/nest-kit';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { DiscountValidity } from '@rendezvous/contracts';

/** An operator's discount code (migration 1795390300001 says what each column guarantees). */
@Entity({ name: 'discount_codes' })
export class DiscountCodeRow {
  @PrimaryColumn({ type: 'bigint', generated: 'increment', transformer: bigintId })
  id: number;

  @Column({ type: 'text', unique: true })
  code: string;

  @Column({ type: 'char', length: 2, nullable: true })
  country: string | null;

  @Column({ name: 'member_id', type: 'bigint', nullable: true, transformer: bigintId })
  memberId: number | null;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ name: 'percent_bp', type: 'integer' })
  percentBp: number;

  @Column({ type: 'char', length: 3, nullable: true })
  currency: string | null;

  @Column({ name: 'minimum_order_value', type: 'integer', default: 0 })
  minimumOrderValue: number;

  @Column({ type: 'text', default: 'active' })
  status: 'active' | 'inactive';

  @Column({ type: 'text' })
  validity: DiscountValidity;

  @Column({ name: 'payment_methods', type: 'text', array: true, nullable: true })
  paymentMethods: string[] | null;

  @Column({ type: 'text', default: 'campaign' })
  purpose: 'campaign' | 'retention';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
