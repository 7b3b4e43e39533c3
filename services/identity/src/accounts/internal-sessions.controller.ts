import { authenticationRequired, InternalTokenGuard } from '@rendezvous/nest-kit';
import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { AccountsService } from './accounts.service';
import { sessionTokenOf } from './session-cookie.http';

/**
 * The gateway's session check (platform.md): it forwards the browser's cookie here before proxying
 * a call to members, chat, payments or site, and passes the answer on as x-rdv-member-id.
 */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/sessions')
export class InternalSessionsController {
  constructor(private readonly accounts: AccountsService) {}

  /** The account id of the cookie's live session, or 403 authentication_required. */
  @Get('current')
  async current(@Req() req: Request): Promise<{ id: number }> {
    const account = await this.accounts.ofSession(sessionTokenOf(req));
    if (!account) throw authenticationRequired();
    return { id: account.id };
  }
}
