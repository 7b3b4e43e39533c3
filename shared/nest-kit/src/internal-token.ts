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

/**
 * /internal calls come from other services only: the gateway never routes them, and the caller
 * must present the shared bearer token.
 */
@Injectable()
export class InternalTokenGuard implements CanActivate {
  constructor(@Inject(INTERNAL_TOKEN) private readonly token: string) {}

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<Request>().headers.authorization ?? '';
    if (!sameSecret(header.replace(/^Bearer\s+/i, ''), this.token)) {
      throw new AppError(403, 'ACCESS.FORBIDDEN', 'Internal call refused.');
    }
    return true;
  }
}
