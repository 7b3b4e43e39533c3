import { z } from 'zod';
import { internalCall } from './call';
import { memberId } from './ids';

/**
 * A change of a member's credits, applied once per reference (the caller's idempotency key): a
 * retried call answers the same balance and changes nothing. The synchronous call a decision needs
 * (docs/adr/0005). This is the charge call chat makes before it stores a paid message or gift
 * (delta = -cost, reference = the client's message id), and what purchases and refunds use inside payments.
 */
export const creditChangeSchema = z.strictObject({
  member_id: memberId,
  /** whole credits, not zero; negative spends */
  delta: z
    .number()
    .int()
    .refine((delta) => delta !== 0, 'delta must not be 0'),
  // Refunds and chargebacks (which may take a balance below 0) are payments' own, never a caller's.
  reason: z
    .string()
    .min(1)
    .max(50)
    .refine((reason) => reason !== 'refund' && reason !== 'chargeback', 'refund and chargeback are payments’ own reasons'),
  reference: z.string().min(1).max(200),
  /**
   * the change is made while answering the member's own request through the gateway (chat's charge
   * for a send): the gateway drops that member's user object itself when the request succeeds, so
   * payments sends no `member.changed` for it (one outbox row, one delivery and one gateway call less
   * per message). Any other change (a webhook, a job) leaves it out and the gateway is told.
   */
  on_member_request: z.boolean().optional(),
});
export type CreditChangeRequest = z.infer<typeof creditChangeSchema>;

export const creditChangeCall = internalCall({
  name: 'payments.credits.change',
  service: 'payments',
  method: 'POST',
  path: () => '/internal/credits/changes',
  body: creditChangeSchema,
  answer: z.object({ balance: z.number().int(), applied: z.boolean() }),
});
