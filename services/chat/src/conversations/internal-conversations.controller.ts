import { type CallAnswer, type conversationPartnersCall, conversationPartnersSchema } from '@rendezvous/contracts/internal';
import { InternalTokenGuard, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { z } from 'zod';
import { ConversationsService } from './conversations.service';

/**
 * Which of the ids asked the member shares a conversation with (contract: conversationPartnersCall):
 * members answers cards of hidden members only to their conversation partners.
 */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/conversations')
export class InternalConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Post('partners')
  @HttpCode(200)
  // zod's own words, as internal calls answer (the caller checked the same schema before it sent).
  async partners(
    @Body(new ZodBody(conversationPartnersSchema, 'zod')) body: z.infer<typeof conversationPartnersSchema>,
  ): Promise<CallAnswer<typeof conversationPartnersCall>> {
    return { partners: await this.conversations.partnersAmong(body.member_id, body.ids) };
  }
}
