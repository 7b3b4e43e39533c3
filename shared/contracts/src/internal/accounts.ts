import { z } from 'zod';
import { internalCall } from './call';
import { memberId } from './ids';

/**
 * An account's state as identity knows it: chat refuses sends from accounts that are not confirmed
 * (issue 10) and mails in the member's language. 404 for an account that does not exist (purged).
 */
export const accountStateAnswer = z.object({
  id: memberId,
  status: z.enum(['not_confirmed', 'active', 'disabled', 'deleted']),
  language: z.string(),
});
export type AccountState = z.infer<typeof accountStateAnswer>;

export const accountStateCall = internalCall({
  name: 'identity.accounts.state',
  service: 'identity',
  method: 'GET',
  path: ({ id }: { id: number }) => `/internal/accounts/${memberId.parse(id)}`,
  body: undefined,
  answer: accountStateAnswer,
});
