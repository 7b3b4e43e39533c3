import { ERROR_CODES, INTERNAL_MEMBER_TOKEN_HEADER } from '@rendezvous/contracts';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { AppError } from './errors';

/** Whether a presented secret equals the expected one, in time that does not depend on where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The service's INTERNAL_TOKEN setting, provided by its module. */
export const INTERNAL_TOKEN = Symbol('INTERNAL_TOKEN');
/** The operator's ADMIN_TOKEN setting, provided by the modules of services with admin calls. */
export const ADMIN_TOKEN = Symbol('ADMIN_TOKEN');

/** The token of an `Authorization: Bearer ...` header, or '' when there is none. */
export function bearerToken(req: Pick<Request, 'headers'>): string {
  const header = req.headers.authorization ?? '';
  return /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '') : '';
}

/**
 * /internal calls come from other services only: the gateway never routes them, and the caller
 * must present the shared bearer token.
 */
@Injectable()
export class InternalTokenGuard implements CanActivate {
  constructor(@Inject(INTERNAL_TOKEN) private readonly token: string) {}

  canActivate(context: ExecutionContext): boolean {
    if (!sameSecret(bearerToken(context.switchToHttp().getRequest<Request>()), this.token)) {
      throw new AppError(403, ERROR_CODES.forbidden, 'Internal call refused.');
    }
    return true;
  }
}

/**
 * Operator calls (site settings, mail-provider reports). A guard, so the token is checked before the
 * body is validated: without the token nobody learns what a valid body looks like.
 */
@Injectable()
export class AdminTokenGuard implements CanActivate {
  constructor(@Inject(ADMIN_TOKEN) private readonly token: string) {}

  canActivate(context: ExecutionContext): boolean {
    if (!sameSecret(bearerToken(context.switchToHttp().getRequest<Request>()), this.token)) {
      throw new AppError(403, ERROR_CODES.adminForbidden, 'This call needs the admin token.');
    }
    return true;
  }
}

/** The client address the gateway forwards; services trust it only next to the internal token. */
export const CLIENT_ADDRESS_HEADER = 'x-rdv-client-ip';

/** Whether the gateway vouched for this request (it sends the internal token with every call it forwards). */
export function forwardedByGateway(req: Pick<Request, 'headers'>, internalToken: string): boolean {
  const given = req.headers[INTERNAL_MEMBER_TOKEN_HEADER];
  return typeof given === 'string' && sameSecret(given, internalToken);
}

/**
 * The visitor's address: the one the gateway resolved (it trusts only configured proxies), or the
 * socket's own address for a request that reached the service some other way. A made-up header
 * without the internal token counts for nothing, so a direct caller cannot pick a fresh address.
 */
export function clientAddress(req: Pick<Request, 'headers' | 'socket'>, internalToken: string): string {
  const forwarded = req.headers[CLIENT_ADDRESS_HEADER];
  if (typeof forwarded === 'string' && forwarded && forwardedByGateway(req, internalToken)) return forwarded;
  return req.socket.remoteAddress ?? 'unknown';
}
