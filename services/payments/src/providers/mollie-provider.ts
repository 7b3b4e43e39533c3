import {
  createMollieClient,
  type Locale,
  MandateMethod,
  MandateStatus,
  type MollieClient,
  PaymentMethod,
  PaymentStatus,
  SequenceType,
} from '@mollie/api-client';
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
      // A customer's first payment leaves a mandate for one-click repeat orders.
      ...(request.customerId ? { customerId: request.customerId, sequenceType: SequenceType.first } : {}),
      // A retried create (a timeout after Mollie made it) gives the same payment, not a second one.
      idempotencyKey: `order-${request.orderId}`,
    });
    const checkoutUrl = payment.getCheckoutUrl();
    if (!checkoutUrl) throw new Error(`Mollie gave payment ${payment.id} no checkout URL`);
    return { providerPaymentId: payment.id, checkoutUrl };
  }

  /**
   * A SEPA direct debit without a checkout: a customer, a mandate from the account holder's IBAN
   * (the member confirmed it with the code from the e-mail), and a recurring payment drawn on it.
   * Every step carries the order's key, so a retry after a timeout makes nothing twice.
   */
  async directDebit(request: {
    orderId: string;
    amount: number;
    currency: string;
    description: string;
    webhookUrl: string;
    holder: string;
    iban: string;
    mandateReference: string;
    signatureDate: string;
  }): Promise<{ providerPaymentId: string }> {
    const customer = await this.client.customers.create({
      name: request.holder,
      metadata: { order_id: request.orderId },
      idempotencyKey: `customer-${request.orderId}`,
    });
    const mandate = await this.client.customerMandates.create({
      customerId: customer.id,
      method: MandateMethod.directdebit,
      consumerName: request.holder,
      consumerAccount: request.iban,
      mandateReference: request.mandateReference,
      signatureDate: request.signatureDate,
      idempotencyKey: `mandate-${request.orderId}`,
    });
    return this.recurring({
      orderId: request.orderId,
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      webhookUrl: request.webhookUrl,
      customerId: customer.id,
      mandateId: mandate.id,
    });
  }

  /** The member's customer at Mollie (made once, the member id as the idempotency key). */
  async createCustomer(memberId: number): Promise<string> {
    const customer = await this.client.customers.create({
      name: `Member ${memberId}`,
      metadata: { member_id: memberId },
      idempotencyKey: `member-${memberId}`,
    });
    return customer.id;
  }

  /** A customer's valid mandates: what a repeat order can be paid with. */
  async validMandates(customerId: string): Promise<Array<{ id: string; method: string; label: string }>> {
    const page = await this.client.customerMandates.page({ customerId });
    // Every first payment by iDEAL, Bancontact, EPS or SEPA leaves a new mandate on the same account
    // (and a card paid twice, a second one for the same card): one entry per account or card, the
    // first Mollie lists, or the member saw "their" SEPA mandate twice (issue 31).
    const seen = new Set<string>();
    return page
      .filter((mandate) => mandate.status === MandateStatus.valid)
      .filter((mandate) => {
        const details = mandate.details as { cardNumber?: string; cardLabel?: string | null; cardExpiryDate?: string; consumerAccount?: string };
        const key = [mandate.method, details.consumerAccount ?? '', details.cardLabel ?? '', details.cardNumber ?? '', details.cardExpiryDate ?? ''].join('|');
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((mandate) => {
        const details = mandate.details as { cardNumber?: string; cardLabel?: string | null; consumerAccount?: string };
        const label =
          mandate.method === MandateMethod.creditcard
            ? `${details.cardLabel ?? 'Card'} •••• ${details.cardNumber ?? ''}`.trim()
            : mandate.method === MandateMethod.paypal
              ? `PayPal ${details.consumerAccount ?? ''}`.trim()
              : `${(details.consumerAccount ?? '').slice(0, 4)} •••• ${(details.consumerAccount ?? '').slice(-4)}`;
        return { id: mandate.id, method: String(mandate.method), label };
      });
  }

  /** A repeat order: a recurring payment drawn on a stored mandate, no checkout. */
  async recurring(request: {
    orderId: string;
    amount: number;
    currency: string;
    description: string;
    webhookUrl: string;
    customerId: string;
    mandateId: string;
  }): Promise<{ providerPaymentId: string }> {
    const payment = await this.client.payments.create({
      amount: { currency: request.currency, value: minorToDecimalString(request.amount, request.currency) },
      description: request.description,
      sequenceType: SequenceType.recurring,
      customerId: request.customerId,
      mandateId: request.mandateId,
      webhookUrl: request.webhookUrl,
      metadata: { order_id: request.orderId },
      idempotencyKey: `order-${request.orderId}`,
    });
    return { providerPaymentId: payment.id };
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
      chargedBack: payment.amountChargedBack ? decimalStringToMinor(payment.amountChargedBack.value, payment.amountChargedBack.currency) : 0,
    };
  }

  async refund(request: { providerPaymentId: string; amount: number; currency: string; key: string; description: string }): Promise<{ refundId: string }> {
    const refund = await this.client.paymentRefunds.create({
      paymentId: request.providerPaymentId,
      amount: { currency: request.currency, value: minorToDecimalString(request.amount, request.currency) },
      description: request.description,
      idempotencyKey: request.key,
    });
    return { refundId: refund.id };
  }
}
