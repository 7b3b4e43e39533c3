import { AUTH_COOKIE, ERROR_CODES, MEMBER_ID_HEADER, SPEC_MESSAGES } from '@rendezvous/contracts';
import { currentSessionCall } from '@rendezvous/contracts/internal';
import { InternalCallError, readCookie, refuse, requestPath, type InternalClient, type RequestStep } from '@rendezvous/nest-kit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MEMBER_AWARE_PATHS, MEMBER_AWARE_SERVICES, serviceFor } from './route-table';
import type { UserCache } from './user-cache';

/** What identity says about a session cookie. */
export type SessionCheck = { member: number } | 'anonymous' | 'unavailable';

/** Session checks on their way to identity, by cookie: concurrent calls with one cookie share one check. */
const checksInFlight = new Map<string, Promise<SessionCheck>>();

/**
 * Asks identity whose session a cookie belongs to: one internal call, shared by every request with
 * the same cookie that arrives while it runs (a page's burst of calls right after login, or a client
 * retrying many sends at once, would otherwise each ask identity).
 */
export function checkSession(internal: InternalClient, token: string): Promise<SessionCheck> {
  const running = checksInFlight.get(token);
  if (running) return running;
  const check = askIdentity(internal, token).finally(() => checksInFlight.delete(token));
  checksInFlight.set(token, check);
  return check;
}

/** Asks identity now, without sharing a check that started earlier (which may predate a logout): checkSession's one question, and live-sockets.ts's re-checks. */
export async function askIdentity(internal: InternalClient, token: string): Promise<SessionCheck> {
  try {
    // Only the session cookie: the other cookies are none of identity's business here.
    const { id } = await internal.call(currentSessionCall, { headers: { cookie: `${AUTH_COOKIE}=${encodeURIComponent(token)}` } });
    return { member: id };
  } catch (error) {
    // Only identity's "no such session" means anonymous; a refused internal token (ACCESS.FORBIDDEN)
    // is a misconfigured platform, and treating it as logged out would log every member out.
    const noSession = error instanceof InternalCallError && error.status === 403 && error.envelope?.code === ERROR_CODES.authenticationRequired;
    return noSession ? 'anonymous' : 'unavailable';
  }
}

/**
 * The gateway's session check (platform.md). Browsers never choose who they are: the member-id and
 * internal-token headers they send are dropped on every request (forwarded-facts.ts). For a call proxied to a service with
 * member calls (MEMBER_AWARE_SERVICES) that carries the session cookie, identity is asked once, and the member's
 * id is passed on with the internal token (services trust the id only with it, nest-kit MemberGuard).
 *
 * A cookie without a live session goes on without a member: public calls still work and member-only
 * calls answer 403 authentication_required. When identity cannot be asked the answer is 503, never a
 * 403 that would log the member out during an outage.
 *
 * A live session's member is remembered (user-cache.ts: dropped on logout, on any change by the
 * member and on identity's member.changed events, e.g. after a password change ended the sessions),
 * so the polled calls (chats, likes) do not cost a round trip to identity each. Anonymous answers
 * are not kept: a cookie that was just issued must work at once.
 */
export function memberIdentity(internal: InternalClient, users: UserCache): RequestStep {
  async function identify(req: IncomingMessage, res: ServerResponse, next: () => void, token: string): Promise<void> {
    const askedAt = users.currentEpoch;
    const check = await checkSession(internal, token);
    if (check === 'unavailable') return refuse(res, 503, ERROR_CODES.serviceUnavailable, SPEC_MESSAGES.tryAgainLater);
    if (check !== 'anonymous') {
      users.rememberSession(token, check.member, askedAt);
      req.headers[MEMBER_ID_HEADER] = String(check.member);
    }
    next();
  }
  // Synchronous unless identity has to be asked: most calls (site's, identity's, logged-out ones) pass straight on.
  return function memberIdentityMiddleware(req, res, next): void {
    // Browsers' member-id headers were dropped by forwardedFacts; only this check sets one.
    const path = requestPath(req);
    const service = serviceFor(path);
    const token = (service && MEMBER_AWARE_SERVICES.has(service)) || MEMBER_AWARE_PATHS.has(path) ? readCookie(req, AUTH_COOKIE) : undefined;
    // Identity refuses tokens this long anyway; no need to ask.
    if (!token || token.length > 200) return next();
    const known = users.sessionMember(token);
    if (known !== undefined) {
      req.headers[MEMBER_ID_HEADER] = String(known);
      return next();
    }
    void identify(req, res, next, token);
  };
}
