import { ERROR_CODES, INTERNAL_MEMBER_TOKEN_HEADER, MEMBER_ID_HEADER, SPEC_MESSAGES } from '@rendezvous/contracts';
import { type CanActivate, createParamDecorator, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppError } from './errors';
import { INTERNAL_TOKEN, sameSecret } from './internal-token.guard';
import { requestHost } from './http';

/** The spec's answer to a member-only call without a session (section 8): the front end logs out on it. */
export const authenticationRequired = () => new AppError(403, ERROR_CODES.authenticationRequired, 'Please log in to continue.');

type RequestWithMember = Request & { memberId?: number };

function header(req: Pick<Request, 'headers'>, name: string): string {
  const value = req.headers[name];
  return Array.isArray(value) ? '' : (value ?? '');
}

/** A call that claims a member but carries the wrong internal token: the platform is misconfigured. */
export const internalTokenMismatch = () => new AppError(503, ERROR_CODES.serviceUnavailable, SPEC_MESSAGES.tryAgainLater);

/**
 * The member id the gateway vouched for; null when it vouched for nobody. The gateway checks the
 * session cookie with identity and sets MEMBER_ID_HEADER together with the internal token; it strips
 * both from what browsers send. A member id with a wrong or missing token means the gateway and this
 * service disagree about the token (a configuration error, never the visitor's fault), so it is a
 * 503: a 403 would log every member out on the next poll.
 */
export function vouchedMemberId(req: Pick<Request, 'headers'>, internalToken: string): number | null {
  const id = header(req, MEMBER_ID_HEADER);
  if (!id) return null;
  if (!sameSecret(header(req, INTERNAL_MEMBER_TOKEN_HEADER), internalToken)) throw internalTokenMismatch();
  if (!/^[1-9][0-9]{0,15}$/.test(id)) return null;
  const memberId = Number(id);
  return Number.isSafeInteger(memberId) ? memberId : null;
}

/**
 * Member-only calls in services other than identity: without a member vouched for by the gateway
 * the answer is the spec's 403 authentication_required. Needs the INTERNAL_TOKEN provider.
 */
@Injectable()
export class MemberGuard implements CanActivate {
  constructor(@Inject(INTERNAL_TOKEN) private readonly token: string) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<RequestWithMember>();
    const memberId = vouchedMemberId(req, this.token);
    if (memberId === null) throw authenticationRequired();
    req.memberId = memberId;
    return true;
  }
}

/** The logged-in member's account id, set by MemberGuard. */
export const CurrentMemberId = createParamDecorator((_data: unknown, context: ExecutionContext): number => {
  const memberId = context.switchToHttp().getRequest<RequestWithMember>().memberId;
  if (memberId === undefined) throw authenticationRequired();
  return memberId;
});

/**
 * Calls open to visitors and members alike (a search a site allows logged out): the member the
 * gateway vouched for, if any, for CurrentViewerId. A claimed member with a wrong token is still a 503.
 */
@Injectable()
export class OptionalMemberGuard implements CanActivate {
  constructor(@Inject(INTERNAL_TOKEN) private readonly token: string) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<RequestWithMember>();
    const memberId = vouchedMemberId(req, this.token);
    if (memberId !== null) req.memberId = memberId;
    return true;
  }
}

/** The logged-in member's account id, or null for a visitor (set by OptionalMemberGuard or MemberGuard). */
export const CurrentViewerId = createParamDecorator((_data: unknown, context: ExecutionContext): number | null => {
  return context.switchToHttp().getRequest<RequestWithMember>().memberId ?? null;
});

/**
 * The site the visitor is on (requestHost: the gateway's x-forwarded-host), for what depends on the
 * site: its name in a mail, its company's offers.
 */
export const SiteHost = createParamDecorator((_data: unknown, context: ExecutionContext): string => requestHost(context.switchToHttp().getRequest<Request>()));
