/**
 * The payments area's public calls (docs/product-rules.md sections 1, 4, 8, 9): the credits shop,
 * orders paid through a provider's hosted checkout, and their status. The spec shows none of them,
 * so they follow the platform's convention for calls it does not show: `/api/credits/...` for the
 * member's shop and orders, `/api/payments/...` for what providers call (services/gateway route-table.ts).
 * Every amount is an integer in the currency's minor units (cents, öre, grosze).
 */

/**
 * Where payment providers post their webhooks. Not a browser's call: no client header (CSRF), and no
 * per-client rate limit (one provider address sends every member's webhooks); the body is never
 * trusted (Mollie's is only an id, and the payment is fetched back from Mollie).
 */
export const PROVIDER_WEBHOOK_PREFIX = '/api/payments/webhooks/';

export const PAYMENTS_PATHS = {
  shop: '/api/credits/shop',
  quote: (bundleId: number, method: string, code?: string) =>
    `/api/credits/bundles/${bundleId}/quote?method=${encodeURIComponent(method)}${code ? `&code=${encodeURIComponent(code)}` : ''}`,
  orders: '/api/credits/orders',
  order: (paymentId: string) => `/api/credits/orders/${encodeURIComponent(paymentId)}`,
  mollieWebhook: '/api/payments/webhooks/mollie',
  stripeWebhook: '/api/payments/webhooks/stripe',
  /** spec 7: the query passed on (code=…), or welcome=true */
  discountCode: '/api/discountcode.php',
  adminDiscountCodes: '/api/payments/admin/discount-codes',
  /** account deletion's retention offer: a personal code of the company's delete_discount */
  retentionOffer: '/api/credits/retention-offer',
  directDebit: '/api/credits/direct-debit',
  storedMethods: '/api/credits/stored-methods',
  repeatOrder: '/api/credits/repeat-order',
  directDebitConfirm: (requestId: string) => `/api/credits/direct-debit/${encodeURIComponent(requestId)}/confirm`,
  adminRefund: (paymentId: string) => `/api/payments/admin/orders/${encodeURIComponent(paymentId)}/refund`,
} as const;

/** The welcome discount (spec 1, 4, 9): 25 % (value 25.0) on the first purchase within 14400 s of signup, counted down each second. */
export const WELCOME_DISCOUNT_PERCENT = 25.0;
export const WELCOME_DISCOUNT_WINDOW_S = 14_400;
export const WELCOME_DISCOUNT_TICK_MS = 1_000;
/** The time bonus modal (spec 4, 9): 40 s after entering the members area; its dismissal is kept under this key. */
export const TIME_BONUS_POPUP_DELAY_MS = 40_000;
export const TIME_BONUS_DISMISSED_KEY = 'rdv:time-bonus-dismissed-at';

/** The code the welcome discount goes by on orders and in GET /api/discountcode.php?welcome=true. */
export const WELCOME_DISCOUNT_CODE = 'WELCOME';

export const DISCOUNT_VALIDITIES = ['once-per-user', 'unlimited'] as const;
export type DiscountValidity = (typeof DISCOUNT_VALIDITIES)[number];

/** The spec's wording (section 5). */
export const DISCOUNT_MESSAGES = { notFound: 'Code not found', alreadyUsed: 'Code already used' } as const;

/** The spec's payment methods (section 9), by the id the route /credits/{id}/{paymentmethod} carries. */
export const PAYMENT_METHOD_IDS = [
  'ideal',
  'bancontact',
  'eps',
  'sofort',
  'giropay',
  'przelewy24',
  'blik',
  'wire-transfer',
  'sepa-direct-debit',
  'credit-card',
  'visa',
  'mastercard',
  'maestro',
  'carte-bancaire',
  'nexi',
  'dankort',
  'mobilepay',
  'swish',
  'twint',
  'vipps',
  'satispay',
  'apple-pay',
  'paysafecard',
  'paypal',
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

export function isPaymentMethodId(value: string): value is PaymentMethodId {
  return (PAYMENT_METHOD_IDS as readonly string[]).includes(value);
}

/**
 * An order's life: open (made, not paid yet), pending (the provider is processing it), then one
 * final state. A paid order never changes again.
 */
export const ORDER_STATUSES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'failed', 'canceled', 'expired'];

/** How often the page asks again while a payment is processing. */
export const ORDER_STATUS_POLL_MS = 2_000;

export const PAYMENTS_ERROR_CODES = {
  bundleNotFound: 'PAYMENTS.BUNDLE_NOT_FOUND',
  methodNotOffered: 'PAYMENTS.METHOD_NOT_OFFERED',
  orderNotFound: 'PAYMENTS.ORDER_NOT_FOUND',
  providerUnavailable: 'PAYMENTS.PROVIDER_UNAVAILABLE',
  notRefundable: 'PAYMENTS.NOT_REFUNDABLE',
  webhookSignature: 'PAYMENTS.WEBHOOK_SIGNATURE',
  countryUnknown: 'PAYMENTS.COUNTRY_UNKNOWN',
  codeNotFound: 'DISCOUNT.NOT_FOUND',
  codeAlreadyUsed: 'DISCOUNT.ALREADY_USED',
  codeNotApplicable: 'DISCOUNT.NOT_APPLICABLE',
  codeTaken: 'DISCOUNT.CODE_TAKEN',
  directDebitBlocked: 'DIRECT_DEBIT.BLOCKED',
  repeatBlocked: 'PAYMENTS.REPEAT_BLOCKED',
  storedMethodNotFound: 'PAYMENTS.STORED_METHOD_NOT_FOUND',
  directDebitLimit: 'DIRECT_DEBIT.LIMIT_REACHED',
  directDebitCodeInvalid: 'DIRECT_DEBIT.CODE_INVALID',
} as const;

/** The spec's wording (section 8). */
export const PAYMENT_FAILED_MESSAGE = 'Payment failed or has been cancelled.';

/** How long the code in the e-mail is valid, and how many wrong tries end it. */
export const DIRECT_DEBIT_CODE_TTL_MS = 30 * 60_000;
export const DIRECT_DEBIT_CODE_ATTEMPTS = 5;

/** The spec's wording (sections 5, 8). */
export const DIRECT_DEBIT_MESSAGES = {
  codeInvalid: 'Code invalid',
  limitReached: 'Your limit for direct debit payments has been reached...',
  blocked: 'Your account is blocked for direct debit payments.',
} as const;
