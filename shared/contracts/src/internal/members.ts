import { z } from 'zod';
import { internalCall } from './call';
import { memberId } from './ids';

/**
 * What chat keeps of a member for its contact rules (docs/adr/0010, amendment): members publishes it
 * as `member.contact` whenever one of these changes, and hands it out with a contact check. `version`
 * orders the snapshots of one member (members' sequence, taken while the profile row is locked, and kept
 * on the row, so a check's snapshot carries the version of the last change it includes); 0 is a profile
 * never changed since its insert.
 */
export const memberContactFact = z.strictObject({
  member_id: memberId,
  name: z.string().max(255),
  /** the profile is active (not disabled) */
  active: z.boolean(),
  /** invisible or privacy mode: nothing unsolicited reaches the member */
  protected: z.boolean(),
  premium: z.boolean(),
  version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type MemberContactFact = z.infer<typeof memberContactFact>;

/** One directed fact between two members: `from_id` blocks, or likes, `to_id` (present) or no longer does. */
export const memberPairFact = z.strictObject({
  from_id: memberId,
  to_id: memberId,
  fact: z.enum(['block', 'like']),
  present: z.boolean(),
  version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type MemberPairFact = z.infer<typeof memberPairFact>;

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
  /**
   * The facts this answer was read from, as chat's read model stores them (both members' snapshots, the
   * blocks either way and `to`'s like of `from`): the members' at their profiles' versions, the pairs'
   * at 0 (only filling a gap); absent from a members instance older than the read model.
   */
  facts: z.object({ members: z.array(memberContactFact).max(2), pairs: z.array(memberPairFact).max(3) }).optional(),
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
