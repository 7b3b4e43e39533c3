import { z } from 'zod';
import { internalCall } from './call';
import { memberId } from './ids';

/**
 * May `from` contact `to` (a first message, a like, a gift)? Members knows blocks, visibility modes
 * and likes; the caller adds what it knows itself (chat: whether `to` ever wrote to `from`). Spec 6:
 * nobody contacts a member who blocked them (or whom they blocked), and members in invisible or
 * privacy mode receive nothing unsolicited, i.e. from a member they never liked or wrote to.
 */
export const contactCheckAnswer = z.object({
  /** `to` exists and is not disabled or deleted */
  exists: z.boolean(),
  /** `to` blocked `from` */
  blockedByRecipient: z.boolean(),
  /** `from` blocked `to` */
  blockedBySender: z.boolean(),
  /** `to` is in invisible or privacy mode */
  protectedRecipient: z.boolean(),
  /** `to` liked `from`: contact from `from` is solicited */
  recipientLikedSender: z.boolean(),
  /** `to`'s name, for the spec's "You're blocked by {name}" */
  recipientName: z.string(),
  /** `from` is premium (members' read model of payments' member.premium): chat's free-member limits do not apply */
  senderPremium: z.boolean(),
  /** `from`'s name, for what `to` is told about the contact (a push, a mail); '' from a members instance older than this field */
  senderName: z.string().default(''),
});
export type ContactCheck = z.infer<typeof contactCheckAnswer>;

export const contactCheckCall = internalCall({
  name: 'members.contact.check',
  service: 'members',
  method: 'GET',
  path: ({ from, to }: { from: number; to: number }) => `/internal/members/${memberId.parse(to)}/contact?from=${memberId.parse(from)}`,
  body: undefined,
  answer: contactCheckAnswer,
});
