import { ERROR_CODES, type ErrorEnvelope } from '@rendezvous/contracts';
import type { NextFunction, Request, Response } from 'express';
import { currentCorrelationId } from './correlation';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes: SameSite=Lax keeps the cookie off cross-site
 * POSTs, and a write must also carry `X-Request-Type: client`, a header no cross-site form can set.
 * Calls authenticated by a bearer token (admin, provider webhooks) carry no cookie and are exempt.
 */
export function requireClientHeaderOnWrites(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method) || req.headers.authorization || req.header('x-request-type') === 'client') {
    next();
    return;
  }
  const envelope: ErrorEnvelope = {
    statusCode: 403,
    code: ERROR_CODES.csrfHeaderMissing,
    message: 'This request was refused: it did not come from the site.',
    correlationId: currentCorrelationId() ?? 'none',
  };
  res.status(403).json(envelope);
}
