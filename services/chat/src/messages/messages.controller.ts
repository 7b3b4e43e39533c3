import type { ChatAllowance, SendMessageAnswer } from '@rendezvous/contracts';
import { CurrentMemberId, MemberGuard, requestHost, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { MessagesService } from './messages.service';
import { sendMessageSchema, type SendMessageInput } from './send-message.schema';

@ApiTags('chat')
@UseGuards(MemberGuard)
@Controller('api/chat')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Post('messages')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sends a text or a gift; charged once per client_id, before it is stored' })
  @ApiOkResponse({ description: '{ message, credits }: the stored message (the same for a retried client_id) and the balance after the charge' })
  @ApiResponse({ status: 402, description: "'You do not have enough credits': nothing stored, nothing charged" })
  @ApiForbiddenResponse({ description: 'not confirmed, blocked, unsolicited (privacy mode), or a free member past the limits' })
  send(@CurrentMemberId() memberId: number, @Req() req: Request, @Body(new ZodBody(sendMessageSchema)) body: SendMessageInput): Promise<SendMessageAnswer> {
    return this.messages.send(memberId, requestHost(req), body);
  }

  @Get('allowance')
  @ApiOperation({ summary: 'What the member may still send: credits, costs per kind, and for free members the conversations and messages left' })
  allowance(@CurrentMemberId() memberId: number, @Req() req: Request): Promise<ChatAllowance> {
    return this.messages.allowance(memberId, requestHost(req));
  }
}
