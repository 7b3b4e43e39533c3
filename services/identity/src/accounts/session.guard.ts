import { authenticationRequired } from '@rendezvous/nest-kit';
import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Account } from './account.entity';
import { AccountsService } from './accounts.service';
import { sessionTokenOf } from './session-cookie.http';

type RequestWithAccount = Request & { account?: Account };

/**
 * Member-only calls: without a live session the answer is the spec's 403 authentication_required,
 * before the body is even validated (guards run before pipes).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly accounts: AccountsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithAccount>();
    const account = await this.accounts.ofSession(sessionTokenOf(req));
    if (!account) throw authenticationRequired();
    req.account = account;
    return true;
  }
}

/** The logged-in member's account, set by SessionGuard. */
export const CurrentAccount = createParamDecorator((_data: unknown, context: ExecutionContext): Account => {
  const account = context.switchToHttp().getRequest<RequestWithAccount>().account;
  if (!account) throw authenticationRequired();
  return account;
});
