import { AUTH_COOKIE } from '@rendezvous/contracts';
import { chatRoutes, type AnswerOf } from '@rendezvous/contracts/routes';
import { authenticationRequired, ContractRoute, CurrentMemberId, MemberGuard, readCookie, requestHost, sessionRef } from '@rendezvous/nest-kit';
import { Controller, Get, Header, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ChatRealtime } from './chat-realtime';

/**
 * The ticket a page shows when it opens its realtime socket (ChatRealtime): asked through the gateway, which
 * checked the session cookie and vouches for the member and the site, right before each connection attempt.
 */
@ApiTags('chat')
@Controller('api/chat/socket-ticket')
export class SocketTicketsController {
  constructor(private readonly realtime: ChatRealtime) {}

  @Get()
  @UseGuards(MemberGuard)
  @Header('Cache-Control', 'no-store')
  @ContractRoute(chatRoutes.socketTicket)
  issue(@CurrentMemberId() memberId: number, @Req() req: Request): AnswerOf<typeof chatRoutes.socketTicket> {
    // The gateway found the member through this cookie: its session is the one the socket belongs to.
    const token = readCookie(req, AUTH_COOKIE);
    if (!token) throw authenticationRequired();
    return this.realtime.tickets.issue({ memberId, session: sessionRef(token), host: requestHost(req) });
  }
}
