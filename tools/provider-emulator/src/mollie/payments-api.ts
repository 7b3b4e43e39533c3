import { randomBytes } from 'node:crypto';
import { ApiMode, type Locale, PaymentMethod, PaymentStatus, SequenceType } from '@mollie/api-client';
import type { PaymentData } from '@mollie/api-client/dist/types/data/payments/data';
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
      if (currencies !== 'any' && !currencies.includes(currency)) throw invalid(`The payment method '${method}' does not support the currency ${currency}`, 'method');
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
      customerId: body.customerId as string | undefined,
      _links: {
        self: { href: `${this.baseUrl}/v2/payments/${id}`, type: 'application/hal+json' },
        checkout: { href: `${this.baseUrl}/checkout/${id}`, type: 'text/html' },
        dashboard: { href: `${this.baseUrl}/dashboard/payments/${id}`, type: 'text/html' },
        documentation: { href: 'https://docs.mollie.com/reference/create-payment', type: 'text/html' },
      },
    };
    this.payments.set(id, payment);
    if (idempotencyKey) this.idempotent.set(idempotencyKey, id);
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
    }
    if (choice === PaymentStatus.failed) payment.failedAt = at;
    if (choice === PaymentStatus.canceled) payment.canceledAt = at;
    if (choice === PaymentStatus.expired) payment.expiredAt = at;
    delete payment.expiresAt;
    return payment;
  }

  all(): PaymentData[] {
    return [...this.payments.values()];
  }
}
