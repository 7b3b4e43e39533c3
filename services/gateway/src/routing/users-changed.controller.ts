import { type CallAnswer, type CallBody, usersChangedCall } from '@rendezvous/contracts/internal';
import { InternalTokenGuard, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { UserCache } from './user-cache';

/**
 * Where a service that changed members' user objects while answering their own requests (chat's sends
 * over the socket, which the gateway only pipes) has their kept user objects dropped, in one call for a
 * batch (contract: usersChangedCall). Their session checks stay: only the user objects are stale.
 */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/users/changed')
export class UsersChangedController {
  constructor(private readonly users: UserCache) {}

  @Post()
  @HttpCode(200)
  changed(@Body(new ZodBody(usersChangedCall.body)) body: CallBody<typeof usersChangedCall>): CallAnswer<typeof usersChangedCall> {
    const members = new Set(body.member_ids);
    for (const member of members) this.users.forgetMember(member, { sessionsToo: false });
    return { dropped: members.size };
  }
}
