// Payments' request bodies that the payments pages send, as schemas with their types inferred (issue 33):
// shapes only, the route contracts (routes/payments.ts) add the sizes and the service words the rules.
// zod/mini for the same reason as identity-requests.ts.
import * as z from 'zod/mini';
import { PAYMENT_METHOD_IDS } from './payments-values';

/** POST /api/credits/orders: what the member chose on the order overview; every amount is the server's. */
export const createOrderRequestSchema = z.object({
  bundle_id: z.number(),
  method: z.enum(PAYMENT_METHOD_IDS),
  /** the overview's checkbox: immediate delivery of the credits, and the 14-day withdrawal right given up */
  consent: z.literal(true),
  /** the language of the provider's checkout page */
  locale: z.optional(z.string()),
  /** a code the member entered; without one an eligible member gets the welcome discount */
  discount_code: z.optional(z.string()),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** POST /api/credits/direct-debit: the spec's direct-debit form (section 5), and the bundle it pays. */
export const directDebitRequestSchema = z.object({
  bundle_id: z.number(),
  account_holder: z.string(),
  iban: z.string(),
  street: z.string(),
  house_number: z.string(),
  postal_code: z.string(),
  city: z.string(),
  mobile: z.string(),
  /** the SEPA mandate: the member authorises the debit */
  consent: z.literal(true),
  discount_code: z.optional(z.string()),
});
export type DirectDebitRequest = z.infer<typeof directDebitRequestSchema>;

/** POST /api/credits/direct-debit/{requestId}/confirm: the one-time code from the e-mail. */
export const directDebitConfirmRequestSchema = z.object({ code: z.string() });
export type DirectDebitConfirmRequest = z.infer<typeof directDebitConfirmRequestSchema>;

/** POST /api/credits/repeat-order: a bundle, paid with one of the member's stored methods. */
export const repeatOrderRequestSchema = z.object({
  bundle_id: z.number(),
  /** a Mollie mandate (mdt_…) or a Stripe saved card (pm_…), as GET /api/credits/stored-methods lists them */
  mandate_id: z.string(),
});
export type RepeatOrderRequest = z.infer<typeof repeatOrderRequestSchema>;
