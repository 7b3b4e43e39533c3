import { isAuthAttempt } from '@rendezvous/contracts';
import { createRateLimit } from '@rendezvous/nest-kit';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { GatewayConfig } from '../config';

/** Paths the gateway serves as files; every other GET outside /api is a page load. */
const FILE_PREFIXES = ['/api', '/cdn/', '/shell/', '/photos/'];

const isApiCall = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * The gateway's three budgets per real client address (req.ip), in Redis when REDIS_URL is set so
 * replicas share them:
 * - every `/api` call spends from RATE_LIMIT_PER_MINUTE;
 * - guessing secrets, creating accounts and sending mail (contracts isAuthAttempt) spend from the
 *   much tighter AUTH_RATE_LIMIT_PER_MINUTE as well;
 * - page loads render index.html with settings, so they have PAGE_RATE_LIMIT_PER_MINUTE and
 *   cannot be used to flood the site service.
 * One middleware picks the budgets a request spends, so each call runs only the limiters that
 * count it (three limiters that each decided to skip cost a measurable part of the gateway hop).
 */
export function gatewayLimits(config: Pick<GatewayConfig, 'RATE_LIMIT_PER_MINUTE' | 'AUTH_RATE_LIMIT_PER_MINUTE' | 'PAGE_RATE_LIMIT_PER_MINUTE' | 'REDIS_URL'>): RequestHandler {
  const redisUrl = config.REDIS_URL || undefined;
  const api = createRateLimit({ name: 'api', limit: config.RATE_LIMIT_PER_MINUTE, redisUrl });
  const auth = createRateLimit({ name: 'auth', limit: config.AUTH_RATE_LIMIT_PER_MINUTE, redisUrl });
  const pages = createRateLimit({ name: 'pages', limit: config.PAGE_RATE_LIMIT_PER_MINUTE, redisUrl });
  return function gatewayLimitsMiddleware(req: Request, res: Response, next: NextFunction): void {
    if (isApiCall(req.path)) {
      if (!isAuthAttempt(req.method, req.path, req.query.push)) return void api(req, res, next);
      return void api(req, res, (error?: unknown) => (error ? next(error) : auth(req, res, next)));
    }
    if (req.method === 'GET' && !FILE_PREFIXES.some((prefix) => req.path.startsWith(prefix))) return void pages(req, res, next);
    next();
  };
}
