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

/** The spec's discount code object (section 3). Amounts in minor units. */
export interface DiscountCode {
  code: string;
  /** only buyers of this country, or anyone */
  country: string | null;
  /** a personal code, or anyone's */
  user_id: number | null;
  /** ISO 8601, or never */
  expires: string | null;
  value_percentage: number;
  /** only orders in this currency, or any */
  currency: string | null;
  /** the bundle price it needs at least, minor units of `currency` (0: none) */
  minimum_order_value: number;
  status: 'active' | 'inactive';
  validity: DiscountValidity;
  expired: boolean;
  /** only these methods, or all */
  paymentmethods: PaymentMethodId[] | null;
}

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

/** One credit bundle as the member's country buys it: the price includes that country's VAT. */
export interface CreditBundle {
  id: number;
  credits: number;
  /** minor units, VAT included */
  price: number;
  currency: string;
  /** minor units per credit, rounded down: what the shop shows as "per credit" */
  price_per_credit: number;
  /** the bundle the shop highlights */
  popular: boolean;
}

/** A method offered in the member's country and currency, with its transaction fee (0 where surcharges are forbidden). */
export interface PaymentMethodOffer {
  id: PaymentMethodId;
  label: string;
  /** minor units of the shop's currency */
  fee: number;
}

/** GET /api/credits/shop */
export interface CreditShop {
  country: string;
  currency: string;
  bundles: CreditBundle[];
  methods: PaymentMethodOffer[];
  /** the member's balance and premium state, as the user object has them */
  credits: number;
  paid_user: boolean;
}

/** The order overview (spec 2: "payment method choice and order overview"), computed by the server only. */
export interface OrderQuote {
  bundle_id: number;
  credits: number;
  method: PaymentMethodId;
  currency: string;
  /** the bundle's price, VAT included */
  price: number;
  /** welcome or code discount, subtracted */
  discount: number;
  /** the code that gave the discount (WELCOME for the welcome discount), or null */
  discount_code: string | null;
  /** the method's transaction fee, added */
  fee: number;
  /** what the member pays: price - discount + fee */
  total: number;
  /** VAT rate of the buyer's country in percent (25.5 for Finland) */
  vat_rate: number;
  /** VAT contained in total */
  vat: number;
  /** total without VAT */
  net: number;
}

/** POST /api/credits/orders */
export interface CreateOrderRequest {
  bundle_id: number;
  method: PaymentMethodId;
  /** consent to immediate delivery of the credits and to losing the 14-day withdrawal right */
  consent: true;
  /** a discount code the member entered; without one an eligible member gets the welcome discount */
  discount_code?: string;
}

/**
 * An order's life: open (made, not paid yet), pending (the provider is processing it), then one
 * final state. A paid order never changes again.
 */
export const ORDER_STATUSES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'failed', 'canceled', 'expired'];

/** An order as its member sees it (spec 3's Payment: payment_id, credits, amount, method). */
export interface PaymentOrder extends OrderQuote {
  payment_id: string;
  status: OrderStatus;
  /** the amount charged, minor units (= total) */
  amount: number;
  created_at: string;
  paid_at: string | null;
  /** where the member pays, while the order is open */
  checkout_url: string | null;
  /** the buyer's country (its VAT) */
  country: string;
  /** a paid order taken back: refunded by the operator, or charged back by the buyer's bank */
  reversal: 'refunded' | 'charged_back' | null;
  reversed_at: string | null;
}

/** GET /api/credits/orders: the member's transactions, newest first. */
export interface TransactionList {
  orders: PaymentOrder[];
}

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

/** POST /api/credits/direct-debit: DirectDebitRequest in payments-requests.ts (a schema, with its type). */

/** The answer: a one-time code went to the member's e-mail (which is also the SEPA pre-notification). */
export interface DirectDebitPending {
  request_id: string;
  /** the IBAN with all but its country and last four characters hidden */
  iban_masked: string;
  amount: number;
  currency: string;
  expires_at: string;
}

/** How long the code in the e-mail is valid, and how many wrong tries end it. */
export const DIRECT_DEBIT_CODE_TTL_MS = 30 * 60_000;
export const DIRECT_DEBIT_CODE_ATTEMPTS = 5;

/** The spec's wording (sections 5, 8). */
export const DIRECT_DEBIT_MESSAGES = {
  codeInvalid: 'Code invalid',
  limitReached: 'Your limit for direct debit payments has been reached...',
  blocked: 'Your account is blocked for direct debit payments.',
} as const;

/** A stored card, PayPal account or SEPA mandate a repeat order can be paid with (spec 2: /credits/repeat-order). */
export interface StoredMethod {
  /** Mollie mandate (mdt_…) or Stripe saved card (pm_…) */
  id: string;
  /** the shop's method it pays as (its price and fee) */
  method: PaymentMethodId;
  /** e.g. "Card •••• 4242", "PayPal tester@example.test", "NL55 •••• 0000" */
  label: string;
}

/** GET /api/credits/stored-methods */
export interface StoredMethodList {
  methods: StoredMethod[];
}

/** POST /api/credits/repeat-order */
export interface RepeatOrderRequest {
  bundle_id: number;
  mandate_id: string;
}
