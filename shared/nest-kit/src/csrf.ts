import { ERROR_CODES, IDENTITY_PATHS, PAYMENTS_PATHS, TELEMETRY_PATH } from '@rendezvous/contracts';
import type { IncomingMessage } from 'node:http';
import { requestPath, type RequestStep } from './http';
import { bearerToken, sameSecret } from './internal-token.guard';
import { refuse } from './request-guards';

const SAFE_METHODS = new Set(['HEAD', 'OPTIONS']);

/**
 * Calls a cross-site page may trigger without the client header. A beacon (navigator.sendBeacon)
 * cannot set headers; the handler of each path here can change nothing but its own record, or
 * (provider webhooks) nothing but what the provider confirms when asked.
 */
export const CLIENT_HEADER_EXEMPT: ReadonlyArray<{ method: string; path: string }> = [
  { method: 'POST', path: '/api/page-hidden.php' },
  // The shell's telemetry beacons (ADR 0017): counts only, no cookie is read; forged ones are bounded by
  // their own rate limit and can at worst roll a canary back, which leaves everyone on the stable release.
  { method: 'POST', path: TELEMETRY_PATH },
  // A provider's server posts these; the handler fetches the payment back from the provider.
  { method: 'POST', path: PAYMENTS_PATHS.mollieWebhook },
  { method: 'POST', path: PAYMENTS_PATHS.stripeWebhook },
  // A mail client's one-click unsubscribe (RFC 8058) posts from no page at all; the token in the
  // address is the only key, and all it can do is stop that account's notification mails.
  { method: 'POST', path: IDENTITY_PATHS.unsubscribe },
];

/** GET calls that change state: a link from another site must not trigger them (spec 7: GET /api/logout.php). */
export const STATE_CHANGING_GETS: readonly string[] = ['/api/logout.php'];

export interface ClientHeaderOptions {
  /**
   * Bearer tokens this process accepts (admin, internal). A call with one of them and no cookie is
   * not a browser's and needs no client header. Without a list (the gateway, which does not hold
   * every token) any bearer without a cookie passes on, and the owning service checks it.
   */
  bearerTokens?: () => readonly string[];
}

/**
 * CSRF defence for cookie-authenticated calls: SameSite=Lax keeps the cookie off cross-site
 * POSTs, and a write (or a state-changing GET) must also carry `X-Request-Type: client`, a header no
 * cross-site form or link can set. Only a bearer-token call without a cookie is exempt: a browser
 * holding a session cookie never gets past this by adding an Authorization header.
 */
export function requireClientHeaderOnWrites(options: ClientHeaderOptions = {}): RequestStep {
  const validBearer = (req: IncomingMessage) => {
    const token = bearerToken(req);
    if (!token || req.headers.cookie) return false;
    const accepted = options.bearerTokens?.();
    return accepted === undefined || accepted.some((expected) => expected && sameSecret(token, expected));
  };
  return function clientHeaderCheck(req, res, next): void {
    const method = req.method ?? 'GET';
    const path = requestPath(req);
    const needsHeader = method === 'GET' ? STATE_CHANGING_GETS.includes(path) : !SAFE_METHODS.has(method);
    const exempt = CLIENT_HEADER_EXEMPT.some((route) => route.method === method && route.path === path);
    if (!needsHeader || exempt || req.headers['x-request-type'] === 'client' || validBearer(req)) {
      next();
      return;
    }
    refuse(res, 403, ERROR_CODES.csrfHeaderMissing, 'This request was refused: it did not come from the site.');
  };
}
