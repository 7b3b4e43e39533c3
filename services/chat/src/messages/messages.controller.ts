import { chatRoutes, type AnswerOf, type BodyOf } from '@rendezvous/contracts/routes';
import { ContractRoute, CurrentMemberId, MemberGuard, requestHost, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { MessagesService } from './messages.service';

@ApiTags('chat')
@UseGuards(MemberGuard)
@Controller('api/chat')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Post('messages')
  @HttpCode(200)
  @ContractRoute(chatRoutes.send)
  // zod's own words for its messages, as this body always answered (the schema's own messages are the same either way).
  send(
    @CurrentMemberId() memberId: number,
    @Req() req: Request,
    @Body(new ZodBody(chatRoutes.send.body, 'zod')) body: BodyOf<typeof chatRoutes.send>,
  ): Promise<AnswerOf<typeof chatRoutes.send>> {
    return this.messages.send(memberId, requestHost(req), body);
  }

  @Get('allowance')
  @ContractRoute(chatRoutes.allowance)
  allowance(@CurrentMemberId() memberId: number, @Req() req: Request): Promise<AnswerOf<typeof chatRoutes.allowance>> {
    return this.messages.allowance(memberId, requestHost(req));
  }
}
