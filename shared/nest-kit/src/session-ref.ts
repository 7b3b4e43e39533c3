import { createHash } from 'node:crypto';

/**
 * A session's public name: what services other than identity use to speak of one session (chat's
 * sockets, identity's `sessions.ended` event) without holding its token. Derived from the token's
 * sha256 (identity's stored hash) once more, so it can be neither used as a cookie nor looked up in
 * identity's table; 128 bits, base64url.
 */
export function sessionRef(token: string): string {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  return createHash('sha256').update(`rdv-session-ref:${tokenHash}`).digest('base64url').slice(0, 22);
}
