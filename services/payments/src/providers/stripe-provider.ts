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
        line_items: [{ quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amount, product_data: { name: request.description } } }],
        client_reference_id: request.orderId,
        metadata: { order_id: request.orderId },
        payment_intent_data: { metadata: { order_id: request.orderId } },
        success_url: request.redirectUrl,
        cancel_url: request.redirectUrl,
        locale: STRIPE_LOCALES[request.locale] ?? 'auto',
      },
      { idempotencyKey: `order-${request.orderId}` },
    );
    if (!session.url) throw new Error(`Stripe gave session ${session.id} no checkout URL`);
    return { providerPaymentId: session.id, checkoutUrl: session.url };
  }

  async fetchPayment(sessionId: string): Promise<ProviderPayment> {
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

  async refund(request: { providerPaymentId: string; amount: number; key: string }): Promise<{ refundId: string }> {
    const session = await this.client.checkout.sessions.retrieve(request.providerPaymentId);
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!intent) throw new Error(`session ${session.id} has no payment to refund`);
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
