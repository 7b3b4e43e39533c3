import type { OrderStatus } from '@rendezvous/contracts';
import type { Agent } from 'node:https';
import Stripe from 'stripe';
import type { CheckoutRequest, PaymentProvider, ProviderCheckout, ProviderPayment } from './payment-provider';

/** Stripe Checkout's locales for the site's languages. */
const STRIPE_LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = {
  da: 'da',
  de: 'de',
  en: 'en',
  es: 'es',
  fi: 'fi',
  fr: 'fr',
  it: 'it',
  nb: 'nb',
  nl: 'nl',
  pl: 'pl',
  sv: 'sv',
};

/** What a Checkout Session means for the order (async methods complete before they are paid). */
function statusOf(session: Stripe.Checkout.Session): OrderStatus {
  if (session.status === 'expired') return 'expired';
  if (session.status === 'complete') return session.payment_status === 'paid' || session.payment_status === 'no_payment_required' ? 'paid' : 'pending';
  return 'open';
}

/**
 * Stripe through its official client: a Checkout Session per order (cards), read back with its
 * PaymentIntent and Charge when a verified webhook names it. Stripe's amounts are integers in minor
 * units already, and its currencies lower case.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly client: Stripe;

  constructor(
    options: { secretKey: string; apiBase?: string; httpAgent?: Agent },
    readonly webhookSecret: string,
  ) {
    const base = options.apiBase ? new URL(options.apiBase) : null;
    this.client = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      ...(base ? { host: base.hostname, port: base.port || '443', protocol: base.protocol.replace(':', '') as 'https' } : {}),
      ...(options.httpAgent ? { httpAgent: options.httpAgent } : {}),
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<ProviderCheckout> {
    const session = await this.client.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          { quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amount, product_data: { name: request.description } } },
        ],
        client_reference_id: request.orderId,
        metadata: { order_id: request.orderId },
        // With the member's customer the card is kept for one-click repeat orders (off-session charges).
        ...(request.customerId ? { customer: request.customerId } : {}),
        payment_intent_data: { metadata: { order_id: request.orderId }, ...(request.customerId ? { setup_future_usage: 'off_session' as const } : {}) },
        success_url: request.redirectUrl,
        cancel_url: request.redirectUrl,
        locale: STRIPE_LOCALES[request.locale] ?? 'auto',
      },
      { idempotencyKey: `order-${request.orderId}` },
    );
    if (!session.url) throw new Error(`Stripe gave session ${session.id} no checkout URL`);
    return { providerPaymentId: session.id, checkoutUrl: session.url };
  }

  /** The member's customer at Stripe (made once, the member id as the idempotency key). */
  async createCustomer(memberId: number): Promise<string> {
    const customer = await this.client.customers.create(
      { name: `Member ${memberId}`, metadata: { member_id: String(memberId) } },
      { idempotencyKey: `member-${memberId}` },
    );
    return customer.id;
  }

  /** The customer's saved cards: what a repeat order can be paid with. */
  async savedCards(customerId: string): Promise<Array<{ id: string; brand: string; label: string }>> {
    const cards = await this.client.customers.listPaymentMethods(customerId, { type: 'card' });
    return cards.data.map((method) => ({
      id: method.id,
      brand: method.card?.brand ?? 'card',
      label: `${method.card?.brand ?? 'card'} •••• ${method.card?.last4 ?? ''}`.trim(),
    }));
  }

  /**
   * A repeat order on a saved card, the member not present (off_session): Stripe answers at once, paid
   * or declined. A decline is not an error of ours: the order fails and the member may try again.
   */
  async offSession(request: {
    orderId: string;
    amount: number;
    currency: string;
    customerId: string;
    paymentMethodId: string;
  }): Promise<{ providerPaymentId: string; declined: boolean }> {
    try {
      const intent = await this.client.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          customer: request.customerId,
          payment_method: request.paymentMethodId,
          off_session: true,
          confirm: true,
          metadata: { order_id: request.orderId },
        },
        { idempotencyKey: `order-${request.orderId}` },
      );
      return { providerPaymentId: intent.id, declined: false };
    } catch (error) {
      const declined = (error as { type?: string; raw?: { payment_intent?: { id?: string } } }).type === 'StripeCardError';
      const intentId = (error as { raw?: { payment_intent?: { id?: string } } }).raw?.payment_intent?.id;
      if (declined && intentId) return { providerPaymentId: intentId, declined: true };
      throw error;
    }
  }

  async fetchPayment(id: string): Promise<ProviderPayment> {
    // Repeat orders are PaymentIntents of their own; checkout orders are sessions.
    if (id.startsWith('pi_')) return this.fetchIntent(id);
    const sessionId = id;
    const session = await this.client.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.latest_charge'] });
    const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
    const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    return {
      providerPaymentId: session.id,
      status: statusOf(session),
      amount: session.amount_total ?? 0,
      currency: String(session.currency).toUpperCase(),
      orderId: session.metadata?.order_id ?? null,
      chargedBack: charge?.disputed ? charge.amount : 0,
    };
  }

  private async fetchIntent(intentId: string): Promise<ProviderPayment> {
    const intent = await this.client.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const status: OrderStatus =
      intent.status === 'succeeded'
        ? 'paid'
        : intent.status === 'processing'
          ? 'pending'
          : intent.status === 'canceled'
            ? 'canceled'
            : intent.status === 'requires_payment_method'
              ? 'failed'
              : 'open';
    return {
      providerPaymentId: intent.id,
      status,
      amount: intent.amount,
      currency: intent.currency.toUpperCase(),
      orderId: intent.metadata?.order_id ?? null,
      chargedBack: charge?.disputed ? charge.amount : 0,
    };
  }

  async refund(request: { providerPaymentId: string; amount: number; key: string }): Promise<{ refundId: string }> {
    const session = request.providerPaymentId.startsWith('pi_') ? null : await this.client.checkout.sessions.retrieve(request.providerPaymentId);
    const intent =
      session === null ? request.providerPaymentId : typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!intent) throw new Error(`${request.providerPaymentId} has no payment to refund`);
    const refund = await this.client.refunds.create({ payment_intent: intent, amount: request.amount }, { idempotencyKey: request.key });
    return { refundId: refund.id };
  }

  /** A webhook's event, verified on the raw bytes with the endpoint's signing secret; throws when forged. */
  verifiedEvent(rawBody: Buffer, signature: string): Stripe.Event {
    return this.client.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }

  /** The order id a dispute's PaymentIntent was made for. */
  async orderIdOfIntent(intentId: string): Promise<string | null> {
    const intent = await this.client.paymentIntents.retrieve(intentId);
    return intent.metadata?.order_id ?? null;
  }
}
