import { PAYMENTS_ERROR_CODES } from '@rendezvous/contracts';
import { AppError, Outbox } from '@rendezvous/nest-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CreditsService } from '../credits/credits.service';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../providers/payment-provider';
import { OrdersRepository } from './orders.repository';

export type ReversalKind = 'refund' | 'chargeback';

/**
 * Takes back a paid order: one negative ledger row (which may take the balance below 0), the order
 * marked refunded or charged back, and the gateway told. Each happens once per order: the order row
 * is locked and its reversal column says whether it happened already.
 */
@Injectable()
export class Reversals {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly outbox: Outbox,
    private readonly credits: CreditsService,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  /** Inside the caller's transaction, with the order already locked; null when it was reversed before. */
  async reverseLocked(
    manager: EntityManager,
    order: { id: string; member_id: string | number; credits: number },
    kind: ReversalKind,
    refundId: string | null = null,
  ): Promise<string | null> {
    if (!(await this.orders.markReversed(manager, order.id, kind === 'refund' ? 'refunded' : 'charged_back', refundId))) return null;
    const memberId = Number(order.member_id);
    await this.credits.append(manager, { memberId, delta: -order.credits, reason: kind, reference: `${kind}:${order.id}` });
    if (kind === 'chargeback') {
      // The bank took the money back: no more orders that pay without the member present.
      await this.orders.block(manager, memberId, order.id);
    }
    return this.outbox.publish(manager, 'member.changed', { member_id: memberId, reason: kind }, memberId);
  }

  /**
   * An operator's refund: the provider gives the money back first (idempotent by the order's key, so
   * a retry after a failure halfway gets the same refund), then the ledger and the order, once.
   */
  async refund(orderId: string): Promise<{ refunded: boolean }> {
    const order = await this.orders.findRefundable(orderId);
    if (!order) throw new AppError(404, PAYMENTS_ERROR_CODES.orderNotFound, 'This payment could not be found.');
    if (order.reversal) return { refunded: false };
    if (order.status !== 'paid' || !order.provider_payment_id)
      throw new AppError(409, PAYMENTS_ERROR_CODES.notRefundable, 'Only a paid order can be refunded.');
    const provider = this.providers[order.provider];
    if (!provider) throw new AppError(503, PAYMENTS_ERROR_CODES.providerUnavailable, 'The payment provider is not configured.');
    const { refundId } = await provider.refund({
      providerPaymentId: order.provider_payment_id,
      amount: order.total,
      currency: order.currency.trim(),
      key: `refund-${order.id}`,
      description: `Refund of order ${order.id}`,
    });
    const event = await this.orders.transaction(async (manager) => {
      const locked = await this.orders.lockForRefund(manager, order.id);
      return this.reverseLocked(manager, locked, 'refund', refundId);
    });
    if (event) await this.outbox.deliverNow([event]);
    return { refunded: event !== null };
  }
}
