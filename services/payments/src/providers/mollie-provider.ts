import { createMollieClient, type Locale, type MollieClient, PaymentMethod, PaymentStatus } from '@mollie/api-client';
import type { OrderStatus } from '@rendezvous/contracts';
import { decimalStringToMinor, minorToDecimalString } from '../catalogue/currencies';
import type { CheckoutRequest, PaymentProvider, ProviderCheckout, ProviderPayment } from './payment-provider';

const STATUS: Record<PaymentStatus, OrderStatus> = {
  [PaymentStatus.open]: 'open',
  [PaymentStatus.pending]: 'pending',
  // Authorized is not money yet (a later capture makes it paid): still processing.
  [PaymentStatus.authorized]: 'pending',
  [PaymentStatus.paid]: 'paid',
  [PaymentStatus.failed]: 'failed',
  [PaymentStatus.canceled]: 'canceled',
  [PaymentStatus.expired]: 'expired',
};

/** Mollie's locales for the site's languages (its checkout speaks the member's language). */
const MOLLIE_LOCALES: Record<string, string> = {
  da: 'da_DK',
  de: 'de_DE',
  en: 'en_US',
  es: 'es_ES',
  fi: 'fi_FI',
  fr: 'fr_FR',
  it: 'it_IT',
  nb: 'nb_NO',
  nl: 'nl_NL',
  pl: 'pl_PL',
  sv: 'sv_SE',
};

/** Mollie through its official client: a payment per order, read back by id when a webhook names it. */
export class MollieProvider implements PaymentProvider {
  readonly name = 'mollie' as const;
  private readonly client: MollieClient;

  constructor(options: { apiKey: string; apiEndpoint?: string }) {
    this.client = createMollieClient({ apiKey: options.apiKey, ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}) });
  }

  async createCheckout(request: CheckoutRequest): Promise<ProviderCheckout> {
    const payment = await this.client.payments.create({
      amount: { currency: request.currency, value: minorToDecimalString(request.amount, request.currency) },
      description: request.description,
      redirectUrl: request.redirectUrl,
      webhookUrl: request.webhookUrl,
      method: request.providerMethod as PaymentMethod,
      locale: (MOLLIE_LOCALES[request.locale] ?? 'en_US') as Locale,
      metadata: { order_id: request.orderId },
      // A retried create (a timeout after Mollie made it) gives the same payment, not a second one.
      idempotencyKey: `order-${request.orderId}`,
    });
    const checkoutUrl = payment.getCheckoutUrl();
    if (!checkoutUrl) throw new Error(`Mollie gave payment ${payment.id} no checkout URL`);
    return { providerPaymentId: payment.id, checkoutUrl };
  }

  async fetchPayment(providerPaymentId: string): Promise<ProviderPayment> {
    const payment = await this.client.payments.get(providerPaymentId);
    const metadata = payment.metadata as { order_id?: unknown } | null;
    return {
      providerPaymentId: payment.id,
      status: STATUS[payment.status],
      amount: decimalStringToMinor(payment.amount.value, payment.amount.currency),
      currency: payment.amount.currency,
      orderId: typeof metadata?.order_id === 'string' ? metadata.order_id : null,
    };
  }
}
