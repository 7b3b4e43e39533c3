import { randomBytes } from 'node:crypto';
import { ApiMode, type Locale, MandateMethod, MandateStatus, PaymentMethod, PaymentStatus, RefundStatus, SequenceType } from '@mollie/api-client';
import type { PaymentData } from '@mollie/api-client/dist/types/data/payments/data';
import type { RefundData } from '@mollie/api-client/dist/types/data/refunds/data';
import type { CustomerData } from '@mollie/api-client/dist/types/data/customers/Customer';
import type { MandateData } from '@mollie/api-client/dist/types/data/customers/mandates/data';
import { CURRENCY_DECIMALS, MOLLIE_METHOD_CURRENCIES } from './method-support';

/** Mollie's error body (application/hal+json), as the client library parses it into MollieApiError. */
export interface MollieErrorBody {
  status: number;
  title: string;
  detail: string;
  field?: string;
  _links: { documentation: { href: string; type: string } };
}

export class MollieError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    readonly field?: string,
  ) {
    super(detail);
  }

  body(): MollieErrorBody {
    return {
      status: this.status,
      title: this.title,
      detail: this.detail,
      ...(this.field ? { field: this.field } : {}),
      _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } },
    };
  }
}

const invalid = (detail: string, field: string) => new MollieError(422, 'Unprocessable Entity', detail, field);

/** The statuses a tester may choose on the hosted checkout page, as in Mollie's test mode. */
export const CHECKOUT_CHOICES = [PaymentStatus.paid, PaymentStatus.failed, PaymentStatus.canceled, PaymentStatus.expired, PaymentStatus.open] as const;
export type CheckoutChoice = (typeof CHECKOUT_CHOICES)[number];

const FINAL: ReadonlySet<PaymentStatus> = new Set([PaymentStatus.paid, PaymentStatus.failed, PaymentStatus.canceled, PaymentStatus.expired]);

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10)}`;

/**
 * Mollie's payments resource, held in memory: create (with Mollie's Idempotency-Key), read, and the
 * status change a tester makes on the hosted checkout page. Answers are `PaymentData`, the client
 * library's own type, so a field the service reads and the emulator forgot fails to compile.
 */
export class MolliePayments {
  private readonly payments = new Map<string, PaymentData>();
  private readonly idempotent = new Map<string, string>();
  private readonly refundsByKey = new Map<string, RefundData>();
  private readonly customers = new Map<string, CustomerData>();
  private readonly mandates = new Map<string, MandateData & { customerId: string }>();

  constructor(private readonly baseUrl: string) {}

  create(body: Record<string, unknown>, idempotencyKey: string | undefined): PaymentData {
    const earlier = idempotencyKey ? this.idempotent.get(idempotencyKey) : undefined;
    if (earlier) return this.get(earlier);
    const amount = body.amount as { currency?: unknown; value?: unknown } | undefined;
    const currency = typeof amount?.currency === 'string' ? amount.currency : '';
    const decimals = CURRENCY_DECIMALS[currency];
    if (decimals === undefined) throw invalid(`The currency '${currency}' is not supported`, 'amount.currency');
    const value = typeof amount?.value === 'string' ? amount.value : '';
    // Mollie wants exactly the currency's decimals, as a string ("10.00"): 10, "10" or "10.0" are refused.
    if (!new RegExp(`^\\d+\\.\\d{${decimals}}$`).test(value)) throw invalid('The amount contains an invalid value', 'amount.value');
    if (Number(value) < 0.01) throw invalid('The amount is lower than the minimum', 'amount');
    if (typeof body.description !== 'string' || body.description.trim() === '') throw invalid('The description is required', 'description');
    const sequenceType = (body.sequenceType as SequenceType | undefined) ?? SequenceType.oneoff;
    if (!Object.values(SequenceType).includes(sequenceType)) throw invalid('The sequence type is invalid', 'sequenceType');
    if (sequenceType !== SequenceType.recurring && typeof body.redirectUrl !== 'string') throw invalid('The redirect URL is required', 'redirectUrl');
    const method = body.method as string | undefined;
    if (method !== undefined) {
      if (!Object.values(PaymentMethod).includes(method as PaymentMethod)) throw invalid(`The payment method '${method}' is invalid`, 'method');
      const currencies = MOLLIE_METHOD_CURRENCIES[method as PaymentMethod];
      if (!currencies) throw invalid(`The payment method '${method}' is not activated on this profile`, 'method');
      if (currencies !== 'any' && !currencies.includes(currency))
        throw invalid(`The payment method '${method}' does not support the currency ${currency}`, 'method');
    }
    const customerId = typeof body.customerId === 'string' ? body.customerId : undefined;
    if (customerId && !this.customers.has(customerId)) throw new MollieError(404, 'Not Found', `No customer exists with token ${customerId}.`);
    let mandate: (MandateData & { customerId: string }) | undefined;
    if (sequenceType === SequenceType.recurring) {
      // A recurring payment takes no checkout: it is drawn on a valid mandate of the customer.
      mandate =
        typeof body.mandateId === 'string'
          ? this.mandates.get(body.mandateId)
          : [...this.mandates.values()].find((candidate) => candidate.customerId === customerId);
      if (!customerId || !mandate || mandate.customerId !== customerId || mandate.status !== MandateStatus.valid) {
        throw invalid('The customer has no valid mandate for a recurring payment', 'mandateId');
      }
    }
    const id = newId('tr');
    const now = new Date();
    const payment: PaymentData = {
      resource: 'payment',
      id,
      mode: ApiMode.test,
      createdAt: now.toISOString(),
      status: PaymentStatus.open,
      isCancelable: false,
      expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
      amount: { currency, value },
      description: body.description,
      redirectUrl: body.redirectUrl as string | undefined,
      cancelUrl: body.cancelUrl as string | undefined,
      webhookUrl: body.webhookUrl as string | undefined,
      method: method as PaymentMethod | undefined,
      metadata: body.metadata ?? null,
      locale: (body.locale as Locale | undefined) ?? ('en_US' as Locale),
      profileId: 'pfl_emulator',
      sequenceType,
      customerId,
      mandateId: mandate?.id,
      _links: {
        self: { href: `${this.baseUrl}/v2/payments/${id}`, type: 'application/hal+json' },
        checkout: { href: `${this.baseUrl}/checkout/${id}`, type: 'text/html' },
        dashboard: { href: `${this.baseUrl}/dashboard/payments/${id}`, type: 'text/html' },
        documentation: { href: 'https://docs.mollie.com/reference/create-payment', type: 'text/html' },
      },
    };
    if (mandate) {
      // No checkout page: SEPA takes days; the emulator settles it after the webhook delay (recurring()).
      payment.status = PaymentStatus.pending;
      payment.method = mandate.method as unknown as PaymentMethod;
      delete payment._links.checkout;
    }
    this.payments.set(id, payment);
    if (idempotencyKey) this.idempotent.set(idempotencyKey, id);
    return payment;
  }

  customerName(customerId: string): string {
    return this.customers.get(customerId)?.name ?? '';
  }

  /** POST /v2/customers */
  createCustomer(body: Record<string, unknown>): CustomerData {
    const id = newId('cst');
    const customer: CustomerData = {
      resource: 'customer',
      id,
      mode: ApiMode.test,
      name: typeof body.name === 'string' ? body.name : '',
      email: typeof body.email === 'string' ? body.email : '',
      locale: (body.locale as Locale | undefined) ?? ('en_US' as Locale),
      recentlyUsedMethods: [],
      metadata: body.metadata ?? null,
      createdAt: new Date().toISOString(),
      _links: {
        self: { href: `${this.baseUrl}/v2/customers/${id}`, type: 'application/hal+json' },
        mandates: { href: `${this.baseUrl}/v2/customers/${id}/mandates`, type: 'application/hal+json' },
        subscriptions: { href: `${this.baseUrl}/v2/customers/${id}/subscriptions`, type: 'application/hal+json' },
        payments: { href: `${this.baseUrl}/v2/customers/${id}/payments`, type: 'application/hal+json' },
        documentation: { href: 'https://docs.mollie.com/reference/create-customer', type: 'text/html' },
      },
    };
    this.customers.set(id, customer);
    return customer;
  }

  /** POST /v2/customers/{id}/mandates: a SEPA direct-debit mandate from the account holder's IBAN. */
  createMandate(customerId: string, body: Record<string, unknown>): MandateData {
    if (!this.customers.has(customerId)) throw new MollieError(404, 'Not Found', `No customer exists with token ${customerId}.`);
    if (body.method !== MandateMethod.directdebit) throw invalid('Only directdebit mandates can be created by the API', 'method');
    const account = typeof body.consumerAccount === 'string' ? body.consumerAccount.replace(/\s+/g, '').toUpperCase() : '';
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(account)) throw invalid('The consumer account is invalid', 'consumerAccount');
    if (typeof body.consumerName !== 'string' || !body.consumerName.trim()) throw invalid('The consumer name is required', 'consumerName');
    return this.storeMandate(
      customerId,
      MandateMethod.directdebit,
      { consumerName: body.consumerName, consumerAccount: account, consumerBic: 'TESTNL2A' },
      {
        reference: typeof body.mandateReference === 'string' ? body.mandateReference : undefined,
        signatureDate: typeof body.signatureDate === 'string' ? body.signatureDate : undefined,
      },
    );
  }

  /** The mandate a paid first payment leaves: a card, a PayPal account, or a SEPA mandate for bank methods. */
  private mandateFromFirst(customerId: string, method: string): MandateData {
    const kind =
      method === PaymentMethod.creditcard ? MandateMethod.creditcard : method === PaymentMethod.paypal ? MandateMethod.paypal : MandateMethod.directdebit;
    const details: MandateData['details'] =
      kind === MandateMethod.creditcard
        ? { cardHolder: 'T. Tester', cardNumber: '4242', cardLabel: null, cardFingerprint: `fp_${customerId}`, cardExpiryDate: '2030-12-31' }
        : {
            consumerName: 'T. Tester',
            consumerAccount: kind === MandateMethod.paypal ? 'tester@example.test' : 'NL55INGB0000000000',
            consumerBic: kind === MandateMethod.paypal ? '' : 'INGBNL2A',
          };
    return this.storeMandate(customerId, kind, details);
  }

  /** A valid mandate of the customer, kept for recurring payments; answered without its owner field. */
  private storeMandate(
    customerId: string,
    method: MandateMethod,
    details: MandateData['details'],
    given: { reference?: string; signatureDate?: string } = {},
  ): MandateData {
    const id = newId('mdt');
    const mandate: MandateData = {
      resource: 'mandate',
      id,
      mode: ApiMode.test,
      status: MandateStatus.valid,
      method,
      details,
      mandateReference: given.reference ?? id,
      signatureDate: given.signatureDate ?? new Date().toISOString().slice(0, 10),
      createdAt: new Date().toISOString(),
      _links: {
        self: { href: `${this.baseUrl}/v2/customers/${customerId}/mandates/${id}`, type: 'application/hal+json' },
        customer: { href: `${this.baseUrl}/v2/customers/${customerId}`, type: 'application/hal+json' },
        documentation: { href: 'https://docs.mollie.com/reference/get-mandate', type: 'text/html' },
      },
    };
    this.mandates.set(id, { ...mandate, customerId });
    return mandate;
  }

  /** GET /v2/customers/{id}/mandates: Mollie's list shape (count, _embedded.mandates, _links). */
  listMandates(customerId: string): { count: number; _embedded: { mandates: MandateData[] }; _links: Record<string, { href: string; type: string } | null> } {
    if (!this.customers.has(customerId)) throw new MollieError(404, 'Not Found', `No customer exists with token ${customerId}.`);
    const mandates = [...this.mandates.values()].filter((mandate) => mandate.customerId === customerId).map(({ customerId: _owner, ...mandate }) => mandate);
    return {
      count: mandates.length,
      _embedded: { mandates },
      _links: {
        self: { href: `${this.baseUrl}/v2/customers/${customerId}/mandates`, type: 'application/hal+json' },
        previous: null,
        next: null,
        documentation: { href: 'https://docs.mollie.com/reference/list-mandates', type: 'text/html' },
      },
    };
  }

  /** Settles a recurring payment as the bank does days later: paid, or failed when the tester asked for it. */
  settleRecurring(id: string, fail: boolean): PaymentData {
    const payment = this.get(id);
    if (payment.status !== PaymentStatus.pending) return payment;
    payment.status = fail ? PaymentStatus.failed : PaymentStatus.paid;
    if (fail) payment.failedAt = new Date().toISOString();
    else payment.paidAt = new Date().toISOString();
    return payment;
  }

  get(id: string): PaymentData {
    const payment = this.payments.get(id);
    if (!payment) throw new MollieError(404, 'Not Found', `No payment exists with token ${id}.`);
    return payment;
  }

  /** The tester's choice on the checkout page. A final payment never changes again, as at Mollie. */
  settle(id: string, choice: CheckoutChoice): PaymentData {
    const payment = this.get(id);
    if (FINAL.has(payment.status) || choice === PaymentStatus.open) return payment;
    const at = new Date().toISOString();
    payment.status = choice;
    delete payment._links.checkout;
    if (choice === PaymentStatus.paid) {
      payment.paidAt = at;
      // A method chosen on the page when the payment named none.
      payment.method ??= PaymentMethod.ideal;
      // A paid first payment leaves a mandate for later recurring payments, as at Mollie.
      if (payment.sequenceType === SequenceType.first && payment.customerId)
        payment.mandateId = this.mandateFromFirst(payment.customerId, String(payment.method)).id;
    }
    if (choice === PaymentStatus.failed) payment.failedAt = at;
    if (choice === PaymentStatus.canceled) payment.canceledAt = at;
    if (choice === PaymentStatus.expired) payment.expiredAt = at;
    delete payment.expiresAt;
    return payment;
  }

  /**
   * A refund of a paid payment (POST /v2/payments/{id}/refunds), at most what is left of it. With the
   * same Idempotency-Key the same refund comes back, as at Mollie.
   */
  refund(paymentId: string, body: Record<string, unknown>, idempotencyKey: string | undefined): RefundData {
    const earlier = idempotencyKey ? this.refundsByKey.get(idempotencyKey) : undefined;
    if (earlier) return earlier;
    const payment = this.get(paymentId);
    if (payment.status !== PaymentStatus.paid) throw invalid('The payment cannot be refunded: it is not paid', 'paymentId');
    const amount = body.amount as { currency?: unknown; value?: unknown } | undefined;
    if (amount?.currency !== payment.amount.currency || typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value)) {
      throw invalid('The amount is invalid', 'amount');
    }
    // Whole cents from "12.34" by the digits, no floating point: amounts are exact here too.
    const cents = (value: string) => Number(value.replace('.', ''));
    const decimal = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
    const refunded = cents(payment.amountRefunded?.value ?? '0.00');
    if (cents(amount.value) + refunded > cents(payment.amount.value)) throw invalid('The amount is higher than the amount that can be refunded', 'amount');
    payment.amountRefunded = { currency: payment.amount.currency, value: decimal(refunded + cents(amount.value)) };
    payment.amountRemaining = { currency: payment.amount.currency, value: decimal(cents(payment.amount.value) - refunded - cents(amount.value)) };
    const id = newId('re');
    const refund: RefundData = {
      resource: 'refund',
      id,
      mode: ApiMode.test,
      amount: { currency: payment.amount.currency, value: amount.value },
      description: typeof body.description === 'string' ? body.description : '',
      metadata: body.metadata ?? null,
      status: RefundStatus.pending,
      paymentId,
      createdAt: new Date().toISOString(),
      _links: {
        self: { href: `${this.baseUrl}/v2/payments/${paymentId}/refunds/${id}`, type: 'application/hal+json' },
        payment: { href: `${this.baseUrl}/v2/payments/${paymentId}`, type: 'application/hal+json' },
        documentation: { href: 'https://docs.mollie.com/reference/create-refund', type: 'text/html' },
      },
    };
    if (idempotencyKey) this.refundsByKey.set(idempotencyKey, refund);
    return refund;
  }

  /** The bank took the money back (a tester's knob): Mollie shows it as amountChargedBack and calls the webhook. */
  chargeBack(paymentId: string): PaymentData {
    const payment = this.get(paymentId);
    if (payment.status !== PaymentStatus.paid) throw invalid('Only a paid payment can be charged back', 'paymentId');
    payment.amountChargedBack = { ...payment.amount };
    return payment;
  }

  all(): PaymentData[] {
    return [...this.payments.values()];
  }
}
