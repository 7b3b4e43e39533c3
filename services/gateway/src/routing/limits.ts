import { isAuthAttempt, PROVIDER_WEBHOOK_PREFIX } from '@rendezvous/contracts';
import { createRateLimit, queryParameter, requestPath, type RequestStep } from '@rendezvous/nest-kit';
import type { GatewayConfig } from '../config';
import { vouchedClientAddress } from './forwarded-facts';

/** Paths the gateway serves as files; every other GET outside /api is a page load. */
const FILE_PREFIXES = ['/api', '/cdn/', '/shell/', '/photos/'];

const isApiCall = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * The gateway's three budgets per real client address (forwarded-facts.ts), in Redis when REDIS_URL is set so
 * replicas share them:
 * - every `/api` call spends from RATE_LIMIT_PER_MINUTE, except the payment providers' webhooks;
 * - guessing secrets, creating accounts and sending mail (contracts isAuthAttempt) spend from the
 *   much tighter AUTH_RATE_LIMIT_PER_MINUTE as well;
 * - page loads render index.html with settings, so they have PAGE_RATE_LIMIT_PER_MINUTE and
 *   cannot be used to flood the site service.
 * One middleware picks the budgets a request spends, so each call runs only the limiters that
 * count it (three limiters that each decided to skip cost a measurable part of the gateway hop).
 */
export function gatewayLimits(config: Pick<GatewayConfig, 'RATE_LIMIT_PER_MINUTE' | 'AUTH_RATE_LIMIT_PER_MINUTE' | 'PAGE_RATE_LIMIT_PER_MINUTE' | 'REDIS_URL'>): RequestStep {
  const redisUrl = config.REDIS_URL || undefined;
  const key = vouchedClientAddress;
  const api = createRateLimit({ name: 'api', limit: config.RATE_LIMIT_PER_MINUTE, redisUrl, key });
  const auth = createRateLimit({ name: 'auth', limit: config.AUTH_RATE_LIMIT_PER_MINUTE, redisUrl, key });
  const pages = createRateLimit({ name: 'pages', limit: config.PAGE_RATE_LIMIT_PER_MINUTE, redisUrl, key });
  return function gatewayLimitsMiddleware(req, res, next): void {
    const path = requestPath(req);
    const method = req.method ?? 'GET';
    if (isApiCall(path)) {
      // One provider address carries every member's webhooks; the payments service never trusts their bodies.
      if (path.startsWith(PROVIDER_WEBHOOK_PREFIX)) return next();
      if (!isAuthAttempt(method, path, queryParameter(req, 'push'))) return void api(req, res, next);
      return void api(req, res, (error?: unknown) => (error ? next(error) : auth(req, res, next)));
    }
    if (method === 'GET' && !FILE_PREFIXES.some((prefix) => path.startsWith(prefix))) return void pages(req, res, next);
    next();
  };
}
