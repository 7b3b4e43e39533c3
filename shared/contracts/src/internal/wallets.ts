import { z } from 'zod';
import { internalCall } from './call';

/** The member's credits (the ledger's balance) and premium state, for the user object. */
export const walletSchema = z.object({
  /** below 0 only after a refund or chargeback took back credits that were already spent */
  credits: z.number().int(),
  /** premium: granted by the first credit bundle, kept when credits run out (spec section 1) */
  paid_user: z.boolean(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletCall = internalCall({
  name: 'payments.wallets.read',
  service: 'payments',
  method: 'GET',
  path: ({ id }: { id: number }) => `/internal/wallets/${id}`,
  body: undefined,
  answer: walletSchema,
});
