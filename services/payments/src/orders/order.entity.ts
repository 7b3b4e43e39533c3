import type { OrderQuote, OrderStatus, PaymentMethodId } from '@rendezvous/contracts';
import { bigintId } from '@rendezvous/nest-kit';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ProviderName } from '../catalogue/payment-methods';

/** One purchase of a credit bundle (migration 1795390300000 says what each column guarantees). */
@Entity({ name: 'orders' })
export class Order {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'member_id', type: 'bigint', transformer: bigintId })
  memberId: number;

  @Column({ name: 'bundle_id', type: 'integer' })
  bundleId: number;

  @Column({ type: 'integer' })
  credits: number;

  @Column({ type: 'text' })
  method: PaymentMethodId;

  @Column({ type: 'text' })
  provider: ProviderName;

  @Column({ name: 'provider_payment_id', type: 'text', nullable: true })
  providerPaymentId: string | null;

  @Column({ type: 'char', length: 2 })
  country: string;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'integer' })
  discount: number;

  /** the code that gave the discount (WELCOME for the welcome discount) */
  @Column({ name: 'discount_code', type: 'text', nullable: true })
  discountCode: string | null;

  /** the discount may be used once per member: the order reserves it while open, pending or paid */
  @Column({ name: 'discount_once', type: 'boolean', default: false })
  discountOnce: boolean;

  @Column({ type: 'integer' })
  fee: number;

  @Column({ type: 'integer' })
  total: number;

  @Column({ name: 'vat_rate_bp', type: 'integer' })
  vatRateBp: number;

  @Column({ type: 'integer' })
  vat: number;

  @Column({ type: 'integer' })
  net: number;

  @Column({ type: 'text' })
  status: OrderStatus;

  @Column({ name: 'checkout_url', type: 'text', nullable: true })
  checkoutUrl: string | null;

  @Column({ name: 'consent_at', type: 'timestamptz' })
  consentAt: Date;

  @Column({ name: 'site_host', type: 'text' })
  siteHost: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ type: 'text', nullable: true })
  reversal: 'refunded' | 'charged_back' | null;

  @Column({ name: 'reversed_at', type: 'timestamptz', nullable: true })
  reversedAt: Date | null;

  @Column({ name: 'provider_refund_id', type: 'text', nullable: true })
  providerRefundId: string | null;
}

/**
 * A new, open order from a priced overview: the snapshot the member agreed to, at the time of the
 * consent. The same for the shop's checkout and for direct debit.
 */
export function openOrderFrom(
  quote: OrderQuote,
  facts: { memberId: number; country: string; provider: ProviderName; once: boolean; siteHost: string },
): Omit<Order, 'id' | 'createdAt'> {
  const now = new Date();
  return {
    memberId: facts.memberId,
    bundleId: quote.bundle_id,
    credits: quote.credits,
    method: quote.method,
    provider: facts.provider,
    country: facts.country,
    currency: quote.currency,
    price: quote.price,
    discount: quote.discount,
    discountCode: quote.discount_code,
    discountOnce: facts.once && quote.discount_code !== null,
    fee: quote.fee,
    total: quote.total,
    vatRateBp: Math.round(quote.vat_rate * 100),
    vat: quote.vat,
    net: quote.net,
    status: 'open',
    consentAt: now,
    siteHost: facts.siteHost.slice(0, 255) || 'localhost',
    updatedAt: now,
    providerPaymentId: null,
    checkoutUrl: null,
    paidAt: null,
    reversal: null,
    reversedAt: null,
    providerRefundId: null,
  };
}
