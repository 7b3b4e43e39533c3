// Payments' request bodies that a form sends, as schemas with their types inferred (issue 33): shapes
// only, the service words the rules. zod/mini for the same reason as identity-requests.ts.
import * as z from 'zod/mini';

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
