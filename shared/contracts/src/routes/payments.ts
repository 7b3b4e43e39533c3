import { z } from 'zod';
import { DISCOUNT_VALIDITIES, ORDER_STATUSES, PAYMENT_METHOD_IDS, PAYMENTS_ERROR_CODES } from '../payments';
import { route } from './route';

/**
 * Payments' public routes (services/payments): the credits shop, the order overview, orders and the
 * member's transactions, discount codes, the retention offer, direct debit, repeat orders, the
 * providers' webhooks and an operator's codes and refunds. Answers as schemas; the request bodies are
 * still the service's class-validator DTOs (issue 33's next step moves them here, word for word).
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

/** The spec's discount code object. */
export const discountCodeSchema = z.object({
  code: z.string(),
  country: z.string().nullable(),
  user_id: z.number().int().nullable(),
  expires: isoDate.nullable(),
  value_percentage: z.number(),
  currency: z.string().nullable(),
  minimum_order_value: z.number().int(),
  status: z.enum(['active', 'inactive']),
  validity: z.enum(DISCOUNT_VALIDITIES),
  expired: z.boolean(),
  paymentmethods: z.array(paymentMethodIdSchema).nullable(),
});

export const creditShopSchema = z.object({
  country: z.string(),
  currency: z.string(),
  bundles: z.array(
    z.object({
      id: z.number().int(),
      credits: z.number().int(),
      price: z.number().int(),
      currency: z.string(),
      price_per_credit: z.number().int(),
      popular: z.boolean(),
    }),
  ),
  methods: z.array(z.object({ id: paymentMethodIdSchema, label: z.string(), fee: z.number().int() })),
  credits: z.number().int(),
  paid_user: z.boolean(),
});

/** The order overview: minor units, VAT included. */
export const orderQuoteSchema = z.object({
  bundle_id: z.number().int(),
  credits: z.number().int(),
  method: paymentMethodIdSchema,
  currency: z.string(),
  price: z.number().int(),
  discount: z.number().int(),
  discount_code: z.string().nullable(),
  fee: z.number().int(),
  total: z.number().int(),
  vat_rate: z.number(),
  vat: z.number().int(),
  net: z.number().int(),
});

export const paymentOrderSchema = orderQuoteSchema.extend({
  payment_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  amount: z.number().int(),
  created_at: isoDate,
  paid_at: isoDate.nullable(),
  checkout_url: z.string().nullable(),
  country: z.string(),
  // A union, not .nullable(): the OpenAPI 3.0 of a nullable enum leaves null out of the enum, and answers are checked against it.
  reversal: z.union([z.enum(['refunded', 'charged_back']), z.null()]),
  reversed_at: isoDate.nullable(),
});

export const transactionListSchema = z.object({ orders: z.array(paymentOrderSchema) });

export const directDebitPendingSchema = z.object({
  request_id: z.string(),
  iban_masked: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  expires_at: isoDate,
});

export const storedMethodListSchema = z.object({ methods: z.array(z.object({ id: z.string(), method: paymentMethodIdSchema, label: z.string() })) });

const webhookOutcomeSchema = z.object({ outcome: z.string() });

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
    answer: paymentOrderSchema,
    failure: [{ status: 404, code: PAYMENTS_ERROR_CODES.orderNotFound, description: "also for another member's order" }],
  }),
  discountCode: route({
    name: 'discountCode',
    service: SERVICE,
    method: 'GET',
    path: '/api/discountcode.php',
    summary: "A discount code (?code=…) or the member's welcome discount (?welcome=true), as the spec's discount code object",
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
    answer: paymentOrderSchema,
    status: 201,
    failure: [
      { status: 403, code: PAYMENTS_ERROR_CODES.repeatBlocked, description: 'blocked after a chargeback' },
      { status: 404, code: PAYMENTS_ERROR_CODES.storedMethodNotFound },
      providerUnavailable,
    ],
  }),
} as const;
