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
