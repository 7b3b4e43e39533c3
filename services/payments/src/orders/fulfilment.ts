import { FINAL_ORDER_STATUSES, type OrderStatus, PAYMENTS_ERROR_CODES } from '@rendezvous/contracts';
import { AppError, Outbox } from '@rendezvous/nest-kit';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { appendCredits } from '../credits/credit-ledger';
import type { PaymentProvider, ProviderPayment } from '../providers/payment-provider';
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
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly reversals: Reversals,
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
    const [row] = (await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM orders WHERE provider_payment_id = $1)
           OR EXISTS (SELECT 1 FROM orders WHERE provider = $2 AND provider_payment_id IS NULL
                        AND status IN ('open', 'pending') AND created_at > now() - interval '1 day') AS maybe`,
      [providerPaymentId, provider],
    )) as Array<{ maybe: boolean }>;
    return row.maybe;
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
    const [order] = (await this.dataSource.query('SELECT provider_payment_id FROM orders WHERE id = $1', [orderId])) as Array<{ provider_payment_id: string | null }>;
    return order?.provider_payment_id ?? null;
  }

  async apply(payment: ProviderPayment): Promise<FulfilmentOutcome> {
    const result = await this.dataSource.transaction(async (manager) => {
      // By the provider payment's id; or, when the webhook beats the service's own note of that id
      // (a recurring payment settles before its create call has returned), by the order id the
      // provider keeps in the payment's metadata, read back from the provider, never from the webhook.
      const [order] = (await manager.query(
        `SELECT id, member_id, credits, status, total, currency, consent_at, site_host FROM orders
         WHERE provider_payment_id = $1 OR ($2::uuid IS NOT NULL AND id = $2::uuid AND provider_payment_id IS NULL)
         ORDER BY (provider_payment_id = $1) DESC NULLS LAST LIMIT 1 FOR UPDATE`,
        [payment.providerPaymentId, payment.orderId && /^[0-9a-f-]{36}$/i.test(payment.orderId) ? payment.orderId : null],
      )) as Array<{ id: string; member_id: string; credits: number; status: OrderStatus; total: number; currency: string; consent_at: Date; site_host: string }>;
      if (!order) return { outcome: 'unknown_payment' as const, events: [] };
      await manager.query('UPDATE orders SET provider_payment_id = $2 WHERE id = $1 AND provider_payment_id IS NULL', [order.id, payment.providerPaymentId]);
      if (order.status === 'paid' && payment.chargedBack > 0) {
        // The buyer's bank took the money back: the credits go too, once (Reversals).
        const event = await this.reversals.reverseLocked(manager, order, 'chargeback');
        return event ? { outcome: 'charged_back' as const, events: [event] } : { outcome: 'unchanged' as const, events: [] };
      }
      if (!mayMove(order.status, payment.status)) return { outcome: 'unchanged' as const, events: [] };
      if (payment.status === 'paid' && (payment.amount !== order.total || payment.currency !== order.currency.trim())) {
        // Never credit a payment that does not pay this order's snapshot (a tampered or misconfigured payment).
        this.logger.error(`payment ${payment.providerPaymentId} pays ${payment.amount} ${payment.currency}, order ${order.id} costs ${order.total} ${order.currency}`);
        return { outcome: 'amount_mismatch' as const, events: [] };
      }
      const memberId = Number(order.member_id);
      await manager.query(
        `UPDATE orders SET status = $2, updated_at = now(), paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE paid_at END,
           checkout_url = CASE WHEN $2 IN ('paid', 'failed', 'canceled', 'expired') THEN NULL ELSE checkout_url END
         WHERE id = $1`,
        [order.id, payment.status],
      );
      if (payment.status !== 'paid') return { outcome: 'updated' as const, events: [] };

      await appendCredits(manager, { memberId, delta: order.credits, reason: 'purchase', reference: `order:${order.id}` });
      const events = [
        await this.outbox.publish(manager, 'member.changed', { member_id: memberId, reason: 'purchase' }, memberId),
        // Identity mails the confirmation of the purchase and of the consent given at checkout.
        await this.outbox.publish(
          manager,
          'purchase.completed',
          { member_id: memberId, payment_id: order.id, credits: order.credits, amount: order.total, currency: order.currency.trim(), consent_at: order.consent_at.toISOString(), site_host: order.site_host },
          memberId,
        ),
      ];
      const [premium] = (await manager.query(
        'INSERT INTO memberships (member_id, premium_since) VALUES ($1, now()) ON CONFLICT (member_id) DO NOTHING RETURNING premium_since',
        [memberId],
      )) as Array<{ premium_since: Date }>;
      if (premium) {
        events.push(await this.outbox.publish(manager, 'member.premium', { member_id: memberId, premium_since: premium.premium_since.toISOString() }, memberId));
      }
      return { outcome: 'fulfilled' as const, events };
    });
    // The member's next user.php shows the credits: the gateway hears of it before the answer returns.
    if (result.events.length > 0) await this.outbox.deliverNow(result.events);
    return result.outcome;
  }
}
