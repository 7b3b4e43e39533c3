import { z } from 'zod';
import { internalCall } from './call';
import { memberId } from './ids';

/**
 * The gateway's session check: identity answers whose session the forwarded cookie is, or 403
 * `authentication_required` when there is none (the caller sends only the session cookie).
 */
export const currentSessionCall = internalCall({
  name: 'identity.sessions.current',
  service: 'identity',
  method: 'GET',
  path: () => '/internal/sessions/current',
  body: undefined,
  answer: z.object({ id: memberId }),
});

/**
 * A service changed members' user objects while answering their own requests that did not pass through
 * the gateway as HTTP calls (chat's sends over the socket: the balance after a charge), so the gateway drops
 * the user objects it keeps for them (their sessions stay). Answered once dropped: the caller tells the
 * member only then, so the member's next user.php is read again.
 */
export const usersChangedCall = internalCall({
  name: 'gateway.users.changed',
  service: 'gateway',
  method: 'POST',
  path: () => '/internal/users/changed',
  body: z.strictObject({ member_ids: z.array(memberId).min(1).max(1_000) }),
  answer: z.object({ dropped: z.number().int().nonnegative() }),
});
