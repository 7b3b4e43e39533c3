import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/**
 * Stripe's objects as the emulator keeps them: the fields the payments service reads, typed with the
 * `stripe` package's own types (a renamed or retyped field fails to compile here).
 */
export type EmulatedSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'status'
  | 'payment_status'
  | 'url'
  | 'amount_total'
  | 'currency'
  | 'client_reference_id'
  | 'metadata'
  | 'success_url'
  | 'cancel_url'
  | 'payment_intent'
  | 'created'
  | 'expires_at'
  | 'livemode'
  | 'mode'
>;
export type EmulatedPaymentIntent = Pick<
  Stripe.PaymentIntent,
  'id' | 'object' | 'amount' | 'amount_received' | 'currency' | 'status' | 'latest_charge' | 'metadata'
>;
export type EmulatedCharge = Pick<Stripe.Charge, 'id' | 'object' | 'amount' | 'amount_refunded' | 'disputed' | 'refunded' | 'payment_intent' | 'currency'>;
export type EmulatedRefund = Pick<Stripe.Refund, 'id' | 'object' | 'amount' | 'currency' | 'payment_intent' | 'status' | 'charge'>;
export type EmulatedDispute = Pick<Stripe.Dispute, 'id' | 'object' | 'amount' | 'currency' | 'charge' | 'payment_intent' | 'status'>;
export type EmulatedCustomer = Pick<Stripe.Customer, 'id' | 'object' | 'name' | 'metadata' | 'created' | 'livemode'>;
export type EmulatedPaymentMethod = Pick<Stripe.PaymentMethod, 'id' | 'object' | 'type' | 'customer' | 'created' | 'livemode'> & {
  card: Pick<Stripe.PaymentMethod.Card, 'brand' | 'last4' | 'exp_month' | 'exp_year'>;
};

/** Stripe's error body: { error: { type, message, param? } }. */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }

  body() {
    return { error: { type: this.type, message: this.message, ...(this.param ? { param: this.param } : {}) } };
  }
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);
/** Stripe's smallest charge in the currencies the shop sells in: 50 of the minor unit. */
const MINIMUM_AMOUNT = 50;

/** Checkout Sessions, their PaymentIntents and Charges, refunds and disputes, in memory. */
export class StripeObjects {
  private readonly sessions = new Map<string, EmulatedSession>();
  private readonly intents = new Map<string, EmulatedPaymentIntent>();
  private readonly charges = new Map<string, EmulatedCharge>();
  private readonly idempotent = new Map<string, unknown>();
  private readonly customers = new Map<string, EmulatedCustomer>();
  private readonly paymentMethods = new Map<string, EmulatedPaymentMethod>();
  /** a session's customer and whether its card is to be kept for off-session payments */
  private readonly sessionSetup = new Map<string, { customer: string; keepCard: boolean }>();

  constructor(private readonly baseUrl: string) {}

  /** The same Idempotency-Key answers the same object, as at Stripe. */
  once<T>(key: string | undefined, make: () => T): T {
    if (key && this.idempotent.has(key)) return this.idempotent.get(key) as T;
    const made = make();
    if (key) this.idempotent.set(key, made);
    return made;
  }

  /** POST /v1/checkout/sessions with one price_data line, card payments (what the service creates). */
  createSession(body: Record<string, unknown>): EmulatedSession {
    if (body.mode !== 'payment') throw new StripeError(400, 'Only mode=payment is emulated', 'mode');
    const lines = body.line_items as
      Array<{ price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } }; quantity?: string }> | undefined;
    const line = lines?.[0];
    const currency = line?.price_data?.currency;
    const unitAmount = Number(line?.price_data?.unit_amount);
    if (!currency || !/^[a-z]{3}$/.test(currency)) throw new StripeError(400, 'Invalid currency', 'line_items[0][price_data][currency]');
    if (!Number.isSafeInteger(unitAmount) || unitAmount < MINIMUM_AMOUNT) {
      throw new StripeError(400, 'Amount must be at least 50 cents and a whole number of the smallest currency unit', 'line_items[0][price_data][unit_amount]');
    }
    if (!line?.price_data?.product_data?.name)
      throw new StripeError(400, 'Missing required param: line_items[0][price_data][product_data][name].', 'line_items[0][price_data][product_data][name]');
    if (typeof body.success_url !== 'string') throw new StripeError(400, 'Missing required param: success_url.', 'success_url');
    const amount = unitAmount * Number(line.quantity ?? 1);
    const metadata = (body.payment_intent_data as { metadata?: Record<string, string> } | undefined)?.metadata ?? {};
    const intent: EmulatedPaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      latest_charge: null,
      metadata,
    };
    this.intents.set(intent.id, intent);
    const sessionId = id('cs_test');
    const session: EmulatedSession = {
      id: sessionId,
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.baseUrl}/stripe/checkout/${sessionId}`,
      amount_total: amount,
      currency,
      client_reference_id: typeof body.client_reference_id === 'string' ? body.client_reference_id : null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      success_url: body.success_url,
      cancel_url: typeof body.cancel_url === 'string' ? body.cancel_url : null,
      payment_intent: intent.id,
      created: now(),
      expires_at: now() + 24 * 3600,
      livemode: false,
      mode: 'payment',
    };
    this.sessions.set(sessionId, session);
    if (typeof body.customer === 'string') {
      if (!this.customers.has(body.customer)) throw new StripeError(400, `No such customer: '${body.customer}'`, 'customer');
      const setup = (body.payment_intent_data as { setup_future_usage?: string } | undefined)?.setup_future_usage;
      this.sessionSetup.set(sessionId, { customer: body.customer, keepCard: setup === 'off_session' });
    }
    return session;
  }

  /** POST /v1/customers */
  createCustomer(body: Record<string, unknown>): EmulatedCustomer {
    const customer: EmulatedCustomer = {
      id: id('cus'),
      object: 'customer',
      name: typeof body.name === 'string' ? body.name : null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      created: now(),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  customer(customerId: string): EmulatedCustomer {
    const customer = this.customers.get(customerId);
    if (!customer) throw new StripeError(404, `No such customer: '${customerId}'`, 'id');
    return customer;
  }

  /** GET /v1/customers/{id}/payment_methods: Stripe's list shape. */
  listPaymentMethods(customerId: string): { object: 'list'; data: EmulatedPaymentMethod[]; has_more: false; url: string } {
    this.customer(customerId);
    return {
      object: 'list',
      data: [...this.paymentMethods.values()].filter((method) => method.customer === customerId),
      has_more: false,
      url: `/v1/customers/${customerId}/payment_methods`,
    };
  }

  /**
   * POST /v1/payment_intents with customer, payment_method, off_session and confirm: a repeat
   * charge on a saved card, answered at once: succeeded, or Stripe's card_declined error.
   */
  offSessionCharge(body: Record<string, unknown>, decline: (customerName: string) => boolean): EmulatedPaymentIntent {
    const method = this.paymentMethods.get(String(body.payment_method ?? ''));
    if (!method || method.customer !== body.customer) throw new StripeError(400, 'The payment method does not belong to the customer', 'payment_method');
    if (String(body.off_session) !== 'true' || String(body.confirm) !== 'true')
      throw new StripeError(400, 'Only off-session, confirmed payments are emulated', 'off_session');
    const amount = Number(body.amount);
    const currency = String(body.currency ?? '');
    if (!Number.isSafeInteger(amount) || amount < MINIMUM_AMOUNT || !/^[a-z]{3}$/.test(currency))
      throw new StripeError(400, 'Invalid amount or currency', 'amount');
    const intent: EmulatedPaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      latest_charge: null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
    };
    this.intents.set(intent.id, intent);
    if (decline(this.customer(String(body.customer)).name ?? '')) {
      // Stripe answers a declined off-session charge with a 402 card_error, the intent left unpaid.
      throw Object.assign(new StripeError(402, 'Your card was declined.', 'payment_method', 'card_error'), { intentId: intent.id });
    }
    const charge: EmulatedCharge = {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_refunded: 0,
      disputed: false,
      refunded: false,
      payment_intent: intent.id,
      currency,
    };
    this.charges.set(charge.id, charge);
    intent.status = 'succeeded';
    intent.amount_received = amount;
    intent.latest_charge = charge.id;
    return intent;
  }

  /** A PaymentIntent with its latest Charge expanded (expand[]=latest_charge). */
  expandedIntent(intentId: string, expand: string[]): unknown {
    const intent = this.intent(intentId);
    if (!expand.includes('latest_charge') || typeof intent.latest_charge !== 'string') return intent;
    return { ...intent, latest_charge: this.charges.get(intent.latest_charge) ?? null };
  }

  session(sessionId: string): EmulatedSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new StripeError(404, `No such checkout.session: '${sessionId}'`, 'id');
    return session;
  }

  /** A session with its PaymentIntent and that intent's latest Charge expanded (expand[]=payment_intent.latest_charge). */
  expandedSession(sessionId: string, expand: string[]): unknown {
    const session = this.session(sessionId);
    if (!expand.some((path) => path.startsWith('payment_intent')) || typeof session.payment_intent !== 'string') return session;
    const intent = this.intent(session.payment_intent);
    const charge =
      expand.includes('payment_intent.latest_charge') && typeof intent.latest_charge === 'string'
        ? this.charges.get(intent.latest_charge)
        : intent.latest_charge;
    return { ...session, payment_intent: { ...intent, latest_charge: charge ?? null } };
  }

  intent(intentId: string): EmulatedPaymentIntent {
    const intent = this.intents.get(intentId);
    if (!intent) throw new StripeError(404, `No such payment_intent: '${intentId}'`, 'id');
    return intent;
  }

  /** The tester's choice on the hosted page: paid completes the session; anything else ends it unpaid. */
  settle(sessionId: string, paid: boolean): EmulatedSession {
    const session = this.session(sessionId);
    if (session.status !== 'open') return session;
    const intent = this.intent(String(session.payment_intent));
    if (paid) {
      const charge: EmulatedCharge = {
        id: id('ch'),
        object: 'charge',
        amount: intent.amount,
        amount_refunded: 0,
        disputed: false,
        refunded: false,
        payment_intent: intent.id,
        currency: intent.currency,
      };
      this.charges.set(charge.id, charge);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = charge.id;
      session.status = 'complete';
      session.payment_status = 'paid';
      const setup = this.sessionSetup.get(sessionId);
      if (setup?.keepCard) {
        // The card paid with is kept on the customer for later off-session payments.
        const method: EmulatedPaymentMethod = {
          id: id('pm'),
          object: 'payment_method',
          type: 'card',
          customer: setup.customer,
          created: now(),
          livemode: false,
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
        };
        this.paymentMethods.set(method.id, method);
      }
    } else {
      intent.status = 'canceled';
      session.status = 'expired';
    }
    session.url = null;
    return session;
  }

  refund(body: Record<string, unknown>): EmulatedRefund {
    const intent = this.intent(String(body.payment_intent ?? ''));
    const charge = typeof intent.latest_charge === 'string' ? this.charges.get(intent.latest_charge) : undefined;
    if (!charge) throw new StripeError(400, 'This PaymentIntent has no successful charge to refund', 'payment_intent');
    const amount = body.amount === undefined ? charge.amount - charge.amount_refunded : Number(body.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > charge.amount - charge.amount_refunded) {
      throw new StripeError(400, `Refund amount (${amount}) is greater than the unrefunded amount on the charge`, 'amount');
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return { id: id('re'), object: 'refund', amount, currency: charge.currency, payment_intent: intent.id, status: 'succeeded', charge: charge.id };
  }

  /** The cardholder's bank disputes the charge (a tester's knob). */
  dispute(sessionId: string): EmulatedDispute {
    const intent = this.intent(String(this.session(sessionId).payment_intent));
    const charge = typeof intent.latest_charge === 'string' ? this.charges.get(intent.latest_charge) : undefined;
    if (!charge) throw new StripeError(400, 'Only a paid session can be disputed', 'id');
    charge.disputed = true;
    return {
      id: id('dp'),
      object: 'dispute',
      amount: charge.amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: intent.id,
      status: 'needs_response',
    };
  }
}
