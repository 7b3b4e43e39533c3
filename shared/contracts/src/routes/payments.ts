import { z } from 'zod';
import isISO8601 from 'validator/lib/isISO8601';
import { createOrderRequestSchema, directDebitConfirmRequestSchema, directDebitRequestSchema, repeatOrderRequestSchema } from '../payments-requests';
import { DISCOUNT_VALIDITIES, ORDER_STATUSES, PAYMENT_METHOD_IDS, PAYMENTS_ERROR_CODES } from '../payments-values';
import { SUPPORTED_LOCALES } from '../locales';
import { SUPPORTED_COUNTRIES } from '../site-values';
import { strictBody, wholeNumber, worded } from './request-bodies';
import { route } from './route';

/**
 * Payments' public routes (services/payments): the credits shop, the order overview, orders and the
 * member's transactions, discount codes, the retention offer, direct debit, repeat orders, the
 * providers' webhooks and an operator's codes and refunds. payments validates its bodies with these
 * schemas (nest-kit's ZodBody), in the words its class-validator DTOs used; the bodies the payments
 * pages send are built on their own schemas (payments-requests.ts).
 */

const SERVICE = 'payments';
const isoDate = z.iso.datetime({ offset: true });
const paymentMethodIdSchema = z.enum(PAYMENT_METHOD_IDS);
const rateLimited = { status: 429, code: 'REQUEST.RATE_LIMITED', description: "the member's discount-code checks are used up for now" } as const;
const countryUnknown = { status: 409, code: PAYMENTS_ERROR_CODES.countryUnknown, description: 'the profile has no country' } as const;
const providerUnavailable = {
  status: 503,
  code: PAYMENTS_ERROR_CODES.providerUnavailable,
  description: 'the provider could not be reached; nothing was charged',
} as const;

/** The spec's discount code object (section 3). Amounts in minor units. */
export const discountCodeSchema = z.object({
  code: z.string(),
  /** only buyers of this country, or anyone */
  country: z.string().nullable(),
  /** a personal code, or anyone's */
  user_id: z.number().int().nullable(),
  /** ISO 8601, or never */
  expires: isoDate.nullable(),
  value_percentage: z.number(),
  /** only orders in this currency, or any */
  currency: z.string().nullable(),
  /** the bundle price it needs at least, minor units of `currency` (0: none) */
  minimum_order_value: z.number().int(),
  status: z.enum(['active', 'inactive']),
  validity: z.enum(DISCOUNT_VALIDITIES),
  expired: z.boolean(),
  /** only these methods, or all */
  paymentmethods: z.array(paymentMethodIdSchema).nullable(),
});

/** One credit bundle as the member's country buys it: the price includes that country's VAT. */
export const creditBundleSchema = z.object({
  id: z.number().int(),
  credits: z.number().int(),
  /** minor units, VAT included */
  price: z.number().int(),
  currency: z.string(),
  /** minor units per credit, rounded down: what the shop shows as "per credit" */
  price_per_credit: z.number().int(),
  /** the bundle the shop highlights */
  popular: z.boolean(),
});

/** A method offered in the member's country and currency, with its transaction fee (0 where surcharges are forbidden). */
export const paymentMethodOfferSchema = z.object({
  id: paymentMethodIdSchema,
  label: z.string(),
  /** minor units of the shop's currency */
  fee: z.number().int(),
});

/** GET /api/credits/shop */
export const creditShopSchema = z.object({
  country: z.string(),
  currency: z.string(),
  bundles: z.array(creditBundleSchema),
  methods: z.array(paymentMethodOfferSchema),
  /** the member's balance and premium state, as the user object has them */
  credits: z.number().int(),
  paid_user: z.boolean(),
});

/** The order overview (spec 2: "payment method choice and order overview"), computed by the server only; minor units, VAT included. */
export const orderQuoteSchema = z.object({
  bundle_id: z.number().int(),
  credits: z.number().int(),
  method: paymentMethodIdSchema,
  currency: z.string(),
  /** the bundle's price, VAT included */
  price: z.number().int(),
  /** welcome or code discount, subtracted */
  discount: z.number().int(),
  /** the code that gave the discount (WELCOME for the welcome discount), or null */
  discount_code: z.string().nullable(),
  /** the method's transaction fee, added */
  fee: z.number().int(),
  /** what the member pays: price - discount + fee */
  total: z.number().int(),
  /** VAT rate of the buyer's country in percent (25.5 for Finland) */
  vat_rate: z.number(),
  /** VAT contained in total */
  vat: z.number().int(),
  /** total without VAT */
  net: z.number().int(),
});

/** An order as its member sees it (spec 3's Payment: payment_id, credits, amount, method). */
export const paymentOrderSchema = orderQuoteSchema.extend({
  payment_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** the amount charged, minor units (= total) */
  amount: z.number().int(),
  created_at: isoDate,
  paid_at: isoDate.nullable(),
  /** where the member pays, while the order is open */
  checkout_url: z.string().nullable(),
  /** the buyer's country (its VAT) */
  country: z.string(),
  /**
   * A paid order taken back: refunded by the operator, or charged back by the buyer's bank.
   * A union, not .nullable(): the OpenAPI 3.0 of a nullable enum leaves null out of the enum, and answers are checked against it.
   */
  reversal: z.union([z.enum(['refunded', 'charged_back']), z.null()]),
  reversed_at: isoDate.nullable(),
});

/** GET /api/credits/orders: the member's transactions, newest first. */
export const transactionListSchema = z.object({ orders: z.array(paymentOrderSchema) });

/** The direct-debit form's answer: a one-time code went to the member's e-mail (which is also the SEPA pre-notification). */
export const directDebitPendingSchema = z.object({
  request_id: z.string(),
  /** the IBAN with all but its country and last four characters hidden */
  iban_masked: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  expires_at: isoDate,
});

/** A stored card, PayPal account or SEPA mandate a repeat order can be paid with (spec 2: /credits/repeat-order). */
export const storedMethodSchema = z.object({
  /** Mollie mandate (mdt_…) or Stripe saved card (pm_…) */
  id: z.string(),
  /** the shop's method it pays as (its price and fee) */
  method: paymentMethodIdSchema,
  /** e.g. "Card •••• 4242", "PayPal tester@example.test", "NL55 •••• 0000" */
  label: z.string(),
});

/** GET /api/credits/stored-methods */
export const storedMethodListSchema = z.object({ methods: z.array(storedMethodSchema) });

const webhookOutcomeSchema = z.object({ outcome: z.string() });

// The request bodies, answered in the words of the DTOs they replace (class-validator's, through nest-kit's pipes).

const bundleId = wholeNumber('bundle_id', 1, 1_000);

/** The order overview's checkbox: missing is "consent is required", anything but true the overview's own sentence. */
const orderConsent = z.literal(true, {
  error: (issue) => (issue.input === undefined || issue.input === null ? 'consent is required' : 'Please agree to the immediate delivery of your credits.'),
});

const createOrderBody = strictBody(
  createOrderRequestSchema,
  { discount_code: 40 },
  // A language the site does not speak is refused; the checkout page's language is one of the site's.
  { fields: { bundle_id: bundleId, consent: orderConsent, locale: z.enum(SUPPORTED_LOCALES).optional() } },
);

/**
 * The direct-debit form: types and sizes only. The rules (IBAN, phone, required fields, consent) answer per field in
 * the direct-debit service, in words a member understands, so the consent is any boolean here (the form's schema wants true).
 */
const directDebitBody = z.strictObject({
  ...strictBody(directDebitRequestSchema, {
    account_holder: 70,
    iban: 50,
    street: 100,
    house_number: 20,
    postal_code: 20,
    city: 100,
    mobile: 30,
    discount_code: 40,
  }).shape,
  bundle_id: bundleId,
  consent: z.boolean(),
});

const repeatOrderBody = strictBody(
  repeatOrderRequestSchema,
  {},
  { fields: { bundle_id: bundleId, mandate_id: z.string().regex(/^(mdt|pm)_[A-Za-z0-9]{4,40}$/) } },
);
const directDebitConfirmBody = strictBody(directDebitConfirmRequestSchema, { code: 12 });

/** An operator's new code, in the spec's field names (section 3); the service keeps them as they are. */
const createDiscountCodeBody = z.strictObject({
  code: worded<string>({ type: 'string', pattern: '^[A-Za-z0-9-]{3,40}$' }, (value) =>
    typeof value === 'string' && /^[A-Za-z0-9-]{3,40}$/.test(value) ? [] : ['code must be 3 to 40 letters, digits or dashes'],
  ),
  /** percent with at most two decimals (12.5), from 0.01 to 100 */
  value_percentage: worded<number>({ type: 'number', minimum: 0.01, maximum: 100, multipleOf: 0.01 }, (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value) || !hasAtMostTwoDecimals(value)) {
      return ['value_percentage must be a number conforming to the specified constraints'];
    }
    return [value < 0.01 && 'value_percentage must not be less than 0.01', value > 100 && 'value_percentage must not be greater than 100'].filter(
      (problem): problem is string => typeof problem === 'string',
    );
  }),
  validity: z.enum(DISCOUNT_VALIDITIES),
  country: z.enum(SUPPORTED_COUNTRIES).optional(),
  currency: z.enum(['EUR', 'CHF', 'DKK', 'GBP', 'NOK', 'PLN', 'SEK', 'USD']).optional(),
  /** minor units; the column is a 4-byte integer, so a larger one is refused here rather than failing in Postgres */
  minimum_order_value: wholeNumber('minimum_order_value', 0, 2_147_483_647).optional(),
  /** an ISO 8601 date or time (2026-12-31, 2026-12-31T23:59:59Z); a date that does not exist is refused */
  expires: worded<string>({ type: 'string', format: 'date-time' }, (value) =>
    typeof value === 'string' && isISO8601(value, { strict: true }) && !Number.isNaN(Date.parse(value)) ? [] : ['expires must be a valid ISO 8601 date string'],
  ).optional(),
  user_id: wholeNumber('user_id', 1, Number.MAX_SAFE_INTEGER).optional(),
  /** only these methods; at least one */
  paymentmethods: worded<(typeof PAYMENT_METHOD_IDS)[number][]>(
    { type: 'array', minItems: 1, items: { type: 'string', enum: [...PAYMENT_METHOD_IDS] } },
    paymentMethodListProblems,
  ).optional(),
  status: z.enum(['active', 'inactive']).optional(),
});

/** class-validator's maxDecimalPlaces: a whole number, or one whose text has at most two digits after its point. */
function hasAtMostTwoDecimals(value: number): boolean {
  if (value % 1 === 0) return true;
  const [, decimals] = String(value).split('.');
  // 1e-7 has no point in its text: class-validator failed on it (a 500); it is simply refused here.
  return decimals !== undefined && decimals.length <= 2;
}

/**
 * `@IsArray() @ArrayNotEmpty() @IsIn(PAYMENT_METHOD_IDS, { each: true })`, as class-validator answered: its type checks
 * alone when one fails (IsIn of a value that is no list is the value's own), else the empty list's.
 */
function paymentMethodListProblems(value: unknown): string[] {
  const isMethod = (method: unknown) => (PAYMENT_METHOD_IDS as readonly unknown[]).includes(method);
  const oneOf = `each value in paymentmethods must be one of the following values: ${PAYMENT_METHOD_IDS.join(', ')}`;
  if (!Array.isArray(value)) return [...(isMethod(value) ? [] : [oneOf]), 'paymentmethods must be an array'];
  if (!value.every(isMethod)) return [oneOf];
  return value.length === 0 ? ['paymentmethods should not be empty'] : [];
}

/** Mollie posts only the payment's id (form-encoded); everything else is read back from Mollie. */
const mollieWebhookBody = z.strictObject({ id: z.string().regex(/^tr_[A-Za-z0-9]{4,40}$/) });

const paymentIdParams = z.object({ paymentId: z.string() });

export const paymentsRoutes = {
  creditShop: route({
    name: 'creditShop',
    service: SERVICE,
    method: 'GET',
    path: '/api/credits/shop',
    summary: "The credit bundles in the member's currency (VAT of their country included) and the payment methods offered there",
    answer: creditShopSchema,
    failure: [countryUnknown],
  }),
  orderQuote: route({
    name: 'orderQuote',
    service: SERVICE,
    method: 'GET',
    path: '/api/credits/bundles/:id/quote',
    summary:
      'The order overview of one bundle and method (and ?code=…; else the welcome discount when the member has it): price, discount, fee, total, VAT; minor units',
    params: z.object({ id: z.string().describe('the bundle; one that is no whole number does not exist (404)') }),
    query: z.object({ method: z.string().optional(), code: z.string().optional() }),
    answer: orderQuoteSchema,
    failure: [
      { status: 404, code: PAYMENTS_ERROR_CODES.bundleNotFound },
      { status: 422, code: PAYMENTS_ERROR_CODES.methodNotOffered, description: "not offered in the member's country and currency" },
      { status: 422, code: PAYMENTS_ERROR_CODES.codeNotApplicable, description: 'with ?code=…' },
      countryUnknown,
      rateLimited,
    ],
  }),
  createOrder: route({
    name: 'createOrder',
    service: SERVICE,
    method: 'POST',
    path: '/api/credits/orders',
    summary: "Order a bundle: priced by the server, then the provider's hosted checkout (checkout_url)",
    body: createOrderBody,
    answer: paymentOrderSchema,
    status: 201,
    failure: [providerUnavailable, rateLimited, countryUnknown],
  }),
  transactions: route({
    name: 'transactions',
    service: SERVICE,
    method: 'GET',
    path: '/api/credits/orders',
    summary: "The member's transactions: every order, newest first, with status and any refund or chargeback",
    answer: transactionListSchema,
  }),
  order: route({
    name: 'order',
    service: SERVICE,
    method: 'GET',
    path: '/api/credits/orders/:paymentId',
    summary: "One of the member's orders and its status (open, pending, paid, failed, canceled, expired)",
    params: paymentIdParams,
    answer: paymentOrderSchema,
    failure: [{ status: 404, code: PAYMENTS_ERROR_CODES.orderNotFound, description: "also for another member's order" }],
  }),
  discountCode: route({
    name: 'discountCode',
    service: SERVICE,
    method: 'GET',
    path: '/api/discountcode.php',
    summary: "A discount code (?code=…) or the member's welcome discount (?welcome=true), as the spec's discount code object",
    query: z.object({ code: z.string().optional(), welcome: z.string().optional() }),
    answer: discountCodeSchema,
    failure: [
      { status: 404, code: PAYMENTS_ERROR_CODES.codeNotFound, description: "'Code not found' (also: no welcome discount for this member)" },
      { status: 409, code: PAYMENTS_ERROR_CODES.codeAlreadyUsed, description: "'Code already used' (once per member)" },
      rateLimited,
    ],
  }),
  retentionOffer: route({
    name: 'retentionOffer',
    service: SERVICE,
    method: 'POST',
    path: '/api/credits/retention-offer',
    summary: "Account deletion's retention offer: a personal code of the company's delete_discount (the same one while unused)",
    answer: discountCodeSchema,
    status: 201,
    failure: [{ status: 404, code: PAYMENTS_ERROR_CODES.codeNotFound, description: "'Code not found': the company makes no retention offer" }],
  }),
  createDiscountCode: route({
    name: 'createDiscountCode',
    service: SERVICE,
    method: 'POST',
    path: '/api/payments/admin/discount-codes',
    summary: 'Create a discount code (spec 3 fields); codes are case-insensitive (bearer ADMIN_TOKEN)',
    body: createDiscountCodeBody,
    answer: discountCodeSchema,
    status: 201,
    failure: [{ status: 409, code: PAYMENTS_ERROR_CODES.codeTaken }],
  }),
  refundOrder: route({
    name: 'refundOrder',
    service: SERVICE,
    method: 'POST',
    path: '/api/payments/admin/orders/:paymentId/refund',
    summary: 'Refund a paid order in full: the provider gives the money back, the credits leave the ledger; once (bearer ADMIN_TOKEN)',
    params: z.object({ paymentId: z.uuid() }),
    answer: z.object({ refunded: z.boolean() }),
    failure: [
      { status: 404, code: PAYMENTS_ERROR_CODES.orderNotFound },
      { status: 409, code: PAYMENTS_ERROR_CODES.notRefundable, description: 'the order is not paid' },
      { status: 503, code: PAYMENTS_ERROR_CODES.providerUnavailable },
    ],
  }),
  mollieWebhook: route({
    name: 'mollieWebhook',
    service: SERVICE,
    method: 'POST',
    path: '/api/payments/webhooks/mollie',
    summary: "Mollie's webhook: id=tr_… (form-encoded); the payment's status is fetched and applied once",
    body: mollieWebhookBody,
    consumes: 'application/x-www-form-urlencoded',
    answer: webhookOutcomeSchema,
    failure: [{ status: 503, code: PAYMENTS_ERROR_CODES.providerUnavailable, description: 'Mollie could not be asked; deliver again' }],
  }),
  stripeWebhook: route({
    name: 'stripeWebhook',
    service: SERVICE,
    method: 'POST',
    path: '/api/payments/webhooks/stripe',
    summary: "Stripe's webhook (Stripe-Signature verified on the raw body): checkout sessions, repeat charges and disputes, applied once",
    answer: webhookOutcomeSchema,
    failure: [
      { status: 400, code: PAYMENTS_ERROR_CODES.webhookSignature, description: 'the signature does not match' },
      { status: 503, code: PAYMENTS_ERROR_CODES.providerUnavailable, description: 'Stripe could not be asked; deliver again' },
    ],
  }),
  directDebit: route({
    name: 'directDebit',
    service: SERVICE,
    method: 'POST',
    path: '/api/credits/direct-debit',
    summary: 'The direct-debit form: checks it, then mails a one-time code (also the SEPA pre-notification)',
    body: directDebitBody,
    answer: directDebitPendingSchema,
    status: 201,
    failure: [{ status: 403, code: PAYMENTS_ERROR_CODES.directDebitBlocked }, { status: 422, code: PAYMENTS_ERROR_CODES.directDebitLimit }, countryUnknown],
  }),
  confirmDirectDebit: route({
    name: 'confirmDirectDebit',
    service: SERVICE,
    method: 'POST',
    path: '/api/credits/direct-debit/:requestId/confirm',
    summary: 'The code from the e-mail: the mandate and the debit are made at the provider; the order then waits for the bank',
    params: z.object({ requestId: z.string() }),
    body: directDebitConfirmBody,
    answer: paymentOrderSchema,
    failure: [
      { status: 404, code: PAYMENTS_ERROR_CODES.orderNotFound },
      { status: 422, code: PAYMENTS_ERROR_CODES.directDebitCodeInvalid, description: "'Code invalid' (wrong, expired, or too many tries)" },
      providerUnavailable,
    ],
  }),
  storedMethods: route({
    name: 'storedMethods',
    service: SERVICE,
    method: 'GET',
    path: '/api/credits/stored-methods',
    summary: "The member's stored cards, PayPal accounts and SEPA mandates (left by earlier payments)",
    answer: storedMethodListSchema,
  }),
  repeatOrder: route({
    name: 'repeatOrder',
    service: SERVICE,
    method: 'POST',
    path: '/api/credits/repeat-order',
    summary: 'Buy a bundle again with a stored method, without a checkout; the order then waits for the provider',
    body: repeatOrderBody,
    answer: paymentOrderSchema,
    status: 201,
    failure: [
      { status: 403, code: PAYMENTS_ERROR_CODES.repeatBlocked, description: 'blocked after a chargeback' },
      { status: 404, code: PAYMENTS_ERROR_CODES.storedMethodNotFound },
      providerUnavailable,
    ],
  }),
} as const;
