import { FINAL_ORDER_STATUSES, type OrderStatus, PAYMENTS_ERROR_CODES } from '@rendezvous/contracts';
import { AppError, Outbox } from '@rendezvous/nest-kit';
import { Injectable, Logger } from '@nestjs/common';
import { CreditsService } from '../credits/credits.service';
import { MembershipsService } from '../memberships/memberships.service';
import type { PaymentProvider, ProviderPayment } from '../providers/payment-provider';
import { OrdersRepository } from './orders.repository';
import { Reversals } from './reversals';

export type FulfilmentOutcome = 'unknown_payment' | 'amount_mismatch' | 'unchanged' | 'updated' | 'fulfilled' | 'charged_back';

/** Where an order may go from where it is: forward only, and a final state is final. */
function mayMove(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to || FINAL_ORDER_STATUSES.includes(from)) return false;
  // A payment reported open again after pending (a stale read) does not move the order back.
  return !(from === 'pending' && to === 'open');
}

/**
 * Applies what the provider says about a payment to its order, exactly once however often and in
 * whatever order the webhooks come: the order row is locked, a final state never changes, and the
 * credits carry the order's reference in the ledger (unique), so a paid order adds them once.
 * The first paid order makes the member premium (spec 4); both facts leave through the outbox in the
 * same transaction (member.changed for the gateway's user object, member.premium for members).
 */
@Injectable()
export class Fulfilment {
  private readonly logger = new Logger(Fulfilment.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly outbox: Outbox,
    private readonly reversals: Reversals,
    private readonly credits: CreditsService,
    private readonly memberships: MembershipsService,
  ) {}

  /**
   * What a webhook does with the payment it names: read it back from the provider (the webhook's
   * body is never trusted) and apply it. A payment the provider does not know is acknowledged; a
   * provider that cannot be asked is a 503, so it delivers again.
   */
  async applyFromProvider(provider: PaymentProvider, providerPaymentId: string): Promise<FulfilmentOutcome> {
    const payment = await this.askProvider(`${provider.name} payment ${providerPaymentId}`, () => provider.fetchPayment(providerPaymentId));
    return payment ? this.apply(payment) : 'unknown_payment';
  }

  /**
   * Whether a payment id a webhook names may be one of ours, from our own orders and without asking the
   * provider: a webhook's id reaches the provider only when it is the id of an order, or while an order
   * of that provider has no id noted yet (its create call under way, or cut off by a crash: the
   * payment may settle before the id is noted, and apply() finds its order by the metadata then).
   * Anything else is acknowledged as unknown at the cost of an index lookup, so made-up ids of the
   * right shape cannot make the service call the provider (issue 30, finding 6; docs/adr/0004).
   */
  async mayBeOurs(provider: PaymentProvider['name'], providerPaymentId: string): Promise<boolean> {
    return this.orders.mayBeOurs(provider, providerPaymentId);
  }

  /** A question to a provider from a webhook: null when it does not know the thing, 503 when it cannot be asked. */
  async askProvider<T>(what: string, ask: () => Promise<T>): Promise<T | null> {
    try {
      return await ask();
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      this.logger.warn(`webhook: ${what} could not be read: ${(error as Error).message}`);
      throw new AppError(503, PAYMENTS_ERROR_CODES.providerUnavailable, 'The payment provider could not be asked; deliver again.');
    }
  }

  /** The provider payment an order was paid with (a Stripe dispute names only the order, through its PaymentIntent). */
  async providerPaymentOf(orderId: string): Promise<string | null> {
    return this.orders.providerPaymentOf(orderId);
  }

  async apply(payment: ProviderPayment): Promise<FulfilmentOutcome> {
    const result = await this.orders.transaction(async (manager) => {
      // By the provider payment's id; or, when the webhook beats the service's own note of that id
      // (a recurring payment settles before its create call has returned), by the order id the
      // provider keeps in the payment's metadata, read back from the provider, never from the webhook.
      const order = await this.orders.lockForPayment(
        manager,
        payment.providerPaymentId,
        payment.orderId && /^[0-9a-f-]{36}$/i.test(payment.orderId) ? payment.orderId : null,
      );
      if (!order) return { outcome: 'unknown_payment' as const, events: [] };
      await this.orders.notePaymentId(manager, order.id, payment.providerPaymentId);
      if (order.status === 'paid' && payment.chargedBack > 0) {
        // The buyer's bank took the money back: the credits go too, once (Reversals).
        const event = await this.reversals.reverseLocked(manager, order, 'chargeback');
        return event ? { outcome: 'charged_back' as const, events: [event] } : { outcome: 'unchanged' as const, events: [] };
      }
      if (!mayMove(order.status, payment.status)) return { outcome: 'unchanged' as const, events: [] };
      if (payment.status === 'paid' && (payment.amount !== order.total || payment.currency !== order.currency.trim())) {
        // Never credit a payment that does not pay this order's snapshot (a tampered or misconfigured payment).
        this.logger.error(
          `payment ${payment.providerPaymentId} pays ${payment.amount} ${payment.currency}, order ${order.id} costs ${order.total} ${order.currency}`,
        );
        return { outcome: 'amount_mismatch' as const, events: [] };
      }
      const memberId = Number(order.member_id);
      await this.orders.moveTo(manager, order.id, payment.status);
      if (payment.status !== 'paid') return { outcome: 'updated' as const, events: [] };

      await this.credits.append(manager, { memberId, delta: order.credits, reason: 'purchase', reference: `order:${order.id}` });
      const events = [
        await this.outbox.publish(manager, 'member.changed', { member_id: memberId, reason: 'purchase' }, memberId),
        // Identity mails the confirmation of the purchase and of the consent given at checkout.
        await this.outbox.publish(
          manager,
          'purchase.completed',
          {
            member_id: memberId,
            payment_id: order.id,
            credits: order.credits,
            amount: order.total,
            currency: order.currency.trim(),
            consent_at: order.consent_at.toISOString(),
            site_host: order.site_host,
          },
          memberId,
        ),
      ];
      const premium = await this.memberships.grantPremium(manager, memberId);
      if (premium) {
        events.push(
          await this.outbox.publish(manager, 'member.premium', { member_id: memberId, premium_since: premium.premium_since.toISOString() }, memberId),
        );
      }
      return { outcome: 'fulfilled' as const, events };
    });
    // The member's next user.php shows the credits: the gateway hears of it before the answer returns.
    if (result.events.length > 0) await this.outbox.deliverNow(result.events);
    return result.outcome;
  }
}
