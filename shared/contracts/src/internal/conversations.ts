import { z } from 'zod';
import { internalCall } from './call';
import { memberId } from './ids';

/**
 * Which of some members a member has a conversation with: chat knows. Members asks when it answers
 * cards of members who hid from search (invisible or privacy mode): a conversation partner's card
 * stays in the chat list, a stranger's does not (issue 30, finding 4).
 */
export const conversationPartnersSchema = z.strictObject({
  member_id: memberId,
  ids: z.array(memberId).min(1).max(100),
});

export const conversationPartnersCall = internalCall({
  name: 'chat.conversations.partners',
  service: 'chat',
  method: 'POST',
  path: () => '/internal/conversations/partners',
  body: conversationPartnersSchema,
  answer: z.object({ partners: z.array(memberId) }),
});
