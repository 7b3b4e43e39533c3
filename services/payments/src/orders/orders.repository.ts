import type { OrderStatus } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import type { PaymentProvider } from '../providers/payment-provider';
import { Order } from './order.entity';

/** An order as a webhook's transaction locks it. */
export interface LockedOrder {
  id: string;
  member_id: string;
  credits: number;
  status: OrderStatus;
  total: number;
  currency: string;
  consent_at: Date;
  site_host: string;
}

/** An order as an operator's refund reads it. */
export interface RefundableOrder {
  id: string;
  provider: 'mollie' | 'stripe';
  provider_payment_id: string | null;
  total: number;
  currency: string;
  status: string;
  reversal: string | null;
}

/**
 * The orders table and payment_blocks (members refused orders that pay without them after a
 * chargeback). Writes in a transaction take the caller's `tx`, so an order's change, its credits and
 * the outbox events it causes commit together (docs/adr/0005-outbox-and-synchronous-calls.md).
 */
@Injectable()
export class OrdersRepository {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(Order) private readonly orders: Repository<Order>,
  ) {}

  /** Runs `work` in one transaction; the outbox publishes with the same `tx`. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** A new order entity, not stored yet. */
  build(values: Omit<Order, 'id' | 'createdAt'>): Order {
    return this.orders.create(values);
  }

  /** Stores a new order (the orders_discount_reserved index may refuse it). */
  save(order: Order): Promise<Order> {
    return this.orders.save(order);
  }

  /** Stores a new open order, in the caller's transaction when there is one. */
  insertOpen(values: Omit<Order, 'id' | 'createdAt'>, tx: EntityManager = this.dataSource.manager): Promise<Order> {
    return tx.save(tx.create(Order, values));
  }

  /** The provider's checkout noted on an order still open. */
  async noteCheckout(id: string, checkout: { providerPaymentId: string; checkoutUrl: string }): Promise<void> {
    await this.orders.update(
      { id, status: 'open' },
      { providerPaymentId: checkout.providerPaymentId, checkoutUrl: checkout.checkoutUrl, updatedAt: new Date() },
    );
  }

  /** The order failed before the provider took it (nothing was charged). */
  async markCheckoutFailed(id: string): Promise<void> {
    await this.orders.update({ id }, { status: 'failed', updatedAt: new Date() });
  }

  /** The member's orders, newest first (the last 200). */
  listOf(memberId: number): Promise<Order[]> {
    return this.orders.find({ where: { memberId }, order: { createdAt: 'DESC' }, take: 200 });
  }

  /** One order of the member's own, null for anyone else's. */
  findOwn(memberId: number, id: string): Promise<Order | null> {
    return this.orders.findOneBy({ id, memberId });
  }

  /** Whether an id may be one of ours (Fulfilment.mayBeOurs says when). */
  async mayBeOurs(provider: PaymentProvider['name'], providerPaymentId: string): Promise<boolean> {
    const [row] = (await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM orders WHERE provider_payment_id = $1)
           OR EXISTS (SELECT 1 FROM orders WHERE provider = $2 AND provider_payment_id IS NULL
                        AND status IN ('open', 'pending') AND created_at > now() - interval '1 day') AS maybe`,
      [providerPaymentId, provider],
    )) as Array<{ maybe: boolean }>;
    return row.maybe;
  }

  /** The provider payment an order was paid with, null when there is none. */
  async providerPaymentOf(orderId: string): Promise<string | null> {
    const [order] = (await this.dataSource.query('SELECT provider_payment_id FROM orders WHERE id = $1', [orderId])) as Array<{
      provider_payment_id: string | null;
    }>;
    return order?.provider_payment_id ?? null;
  }

  /**
   * The order a provider payment pays, locked for the rest of the transaction: by the payment's id, or
   * by the order id from the payment's metadata while the order has no payment id noted yet.
   */
  async lockForPayment(tx: EntityManager, providerPaymentId: string, orderId: string | null): Promise<LockedOrder | undefined> {
    const [order] = (await tx.query(
      `SELECT id, member_id, credits, status, total, currency, consent_at, site_host FROM orders
         WHERE provider_payment_id = $1 OR ($2::uuid IS NOT NULL AND id = $2::uuid AND provider_payment_id IS NULL)
         ORDER BY (provider_payment_id = $1) DESC NULLS LAST LIMIT 1 FOR UPDATE`,
      [providerPaymentId, orderId],
    )) as LockedOrder[];
    return order;
  }

  async notePaymentId(tx: EntityManager, id: string, providerPaymentId: string): Promise<void> {
    await tx.query('UPDATE orders SET provider_payment_id = $2 WHERE id = $1 AND provider_payment_id IS NULL', [id, providerPaymentId]);
  }

  /** The provider's status; paid notes the time, a final state drops the checkout link. */
  async moveTo(tx: EntityManager, id: string, status: OrderStatus): Promise<void> {
    await tx.query(
      `UPDATE orders SET status = $2, updated_at = now(), paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE paid_at END,
           checkout_url = CASE WHEN $2 IN ('paid', 'failed', 'canceled', 'expired') THEN NULL ELSE checkout_url END
         WHERE id = $1`,
      [id, status],
    );
  }

  /** Marks a paid order refunded or charged back; false when it was reversed before (or is not paid). */
  async markReversed(tx: EntityManager, id: string, reversal: 'refunded' | 'charged_back', refundId: string | null): Promise<boolean> {
    const marked = (await tx.query(
      `UPDATE orders SET reversal = $2, reversed_at = now(), provider_refund_id = $3, updated_at = now()
       WHERE id = $1 AND status = 'paid' AND reversal IS NULL RETURNING id`,
      [id, reversal, refundId],
    )) as unknown[][];
    // TypeORM answers an UPDATE … RETURNING with [rows, count].
    return (marked[0]?.length ?? 0) > 0;
  }

  /** No more orders that pay without the member present (after a chargeback). */
  async block(tx: EntityManager, memberId: number, orderId: string): Promise<void> {
    await tx.query(`INSERT INTO payment_blocks (member_id, reason, order_id) VALUES ($1, 'chargeback', $2) ON CONFLICT (member_id) DO NOTHING`, [
      memberId,
      orderId,
    ]);
  }

  async isBlocked(memberId: number): Promise<boolean> {
    const blocked: unknown[] = await this.dataSource.query('SELECT 1 FROM payment_blocks WHERE member_id = $1', [memberId]);
    return blocked.length > 0;
  }

  async findRefundable(orderId: string): Promise<RefundableOrder | undefined> {
    const [order] = (await this.dataSource.query('SELECT id, provider, provider_payment_id, total, currency, status, reversal FROM orders WHERE id = $1', [
      orderId,
    ])) as RefundableOrder[];
    return order;
  }

  async lockForRefund(tx: EntityManager, orderId: string): Promise<{ id: string; member_id: string; credits: number }> {
    const [locked] = (await tx.query('SELECT id, member_id, credits FROM orders WHERE id = $1 FOR UPDATE', [orderId])) as Array<{
      id: string;
      member_id: string;
      credits: number;
    }>;
    return locked;
  }

  /** This month's direct debits of the member that are not failed, minor units. */
  async directDebitSpentThisMonth(tx: EntityManager, memberId: number): Promise<number> {
    const [{ spent }] = (await tx.query(
      `SELECT COALESCE(sum(total), 0)::int AS spent FROM orders
           WHERE member_id = $1 AND method = 'sepa-direct-debit' AND status IN ('open', 'pending', 'paid') AND created_at >= date_trunc('month', now())`,
      [memberId],
    )) as Array<{ spent: number }>;
    return spent;
  }

  /** The provider took the direct debit: the order waits for the bank. */
  async markDirectDebitPending(orderId: string, providerPaymentId: string): Promise<void> {
    await this.dataSource.query(`UPDATE orders SET provider_payment_id = $2, status = 'pending', updated_at = now() WHERE id = $1 AND status = 'open'`, [
      orderId,
      providerPaymentId,
    ]);
  }

  /** A repeat charge the provider took (pending) or declined at once (failed). */
  async settleRepeat(orderId: string, providerPaymentId: string, status: 'pending' | 'failed'): Promise<void> {
    await this.dataSource.query(`UPDATE orders SET provider_payment_id = $2, status = $3, updated_at = now() WHERE id = $1 AND status = 'open'`, [
      orderId,
      providerPaymentId,
      status,
    ]);
  }

  /** The provider refused an order still open. */
  async markOpenFailed(orderId: string): Promise<void> {
    await this.dataSource.query(`UPDATE orders SET status = 'failed', updated_at = now() WHERE id = $1 AND status = 'open'`, [orderId]);
  }
}
