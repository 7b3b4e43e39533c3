import type { z } from 'zod';
import type {
  creditBundleSchema,
  creditShopSchema,
  discountCodeSchema,
  directDebitPendingSchema,
  orderQuoteSchema,
  paymentMethodOfferSchema,
  paymentOrderSchema,
  storedMethodListSchema,
  storedMethodSchema,
  transactionListSchema,
} from './routes/payments';

export * from './payments-values';

// The payments area's answers, as their route schemas (routes/payments.ts) describe them; the fields' notes are there.
// The requests a page sends are in payments-requests.ts.

/** The spec's discount code object (section 3). Amounts in minor units. */
export type DiscountCode = z.infer<typeof discountCodeSchema>;
/** One credit bundle as the member's country buys it: the price includes that country's VAT. */
export type CreditBundle = z.infer<typeof creditBundleSchema>;
/** A method offered in the member's country and currency, with its transaction fee. */
export type PaymentMethodOffer = z.infer<typeof paymentMethodOfferSchema>;
/** GET /api/credits/shop */
export type CreditShop = z.infer<typeof creditShopSchema>;
/** The order overview, computed by the server only. */
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
/** An order as its member sees it (spec 3's Payment). */
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;
/** GET /api/credits/orders: the member's transactions, newest first. */
export type TransactionList = z.infer<typeof transactionListSchema>;
/** POST /api/credits/direct-debit's answer: a one-time code went to the member's e-mail. */
export type DirectDebitPending = z.infer<typeof directDebitPendingSchema>;
/** A stored card, PayPal account or SEPA mandate a repeat order can be paid with. */
export type StoredMethod = z.infer<typeof storedMethodSchema>;
/** GET /api/credits/stored-methods */
export type StoredMethodList = z.infer<typeof storedMethodListSchema>;
