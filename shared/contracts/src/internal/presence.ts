import { z } from 'zod';
import { internalCall } from './call';
import { memberId } from './ids';

/**
 * Whether a member has a page open right now: chat knows, because every open page holds a socket to
 * one of its instances. Identity asks before it pushes a like or a match (issue 10: a push goes only
 * to a member with no open socket); chat itself checks before it publishes `message.received`.
 */
export const presenceAnswer = z.object({ member_id: memberId, connected: z.boolean() });
export type Presence = z.infer<typeof presenceAnswer>;

export const presenceCall = internalCall({
  name: 'chat.presence.read',
  service: 'chat',
  method: 'GET',
  path: ({ id }: { id: number }) => `/internal/presence/${memberId.parse(id)}`,
  body: undefined,
  answer: presenceAnswer,
});
