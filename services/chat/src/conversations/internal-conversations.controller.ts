import { conversationPartnersSchema } from '@rendezvous/contracts/internal';
import { InternalTokenGuard, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { z } from 'zod';

/**
 * Which of the ids asked the member shares a conversation with (contract: conversationPartnersCall):
 * members answers cards of hidden members only to their conversation partners. A conversation the
 * member deleted still counts: the other side still has it, and so did they.
 */
@ApiExcludeController()
@UseGuards(InternalTokenGuard)
@Controller('internal/conversations')
export class InternalConversationsController {
  constructor(private readonly dataSource: DataSource) {}

  @Post('partners')
  @HttpCode(200)
  async partners(@Body(new ZodBody(conversationPartnersSchema)) body: z.infer<typeof conversationPartnersSchema>): Promise<{ partners: number[] }> {
    const rows = (await this.dataSource.query(
      `SELECT CASE WHEN member_a = $1 THEN member_b ELSE member_a END AS partner
         FROM conversations
        WHERE (member_a = $1 AND member_b = ANY($2::bigint[])) OR (member_b = $1 AND member_a = ANY($2::bigint[]))`,
      [body.member_id, body.ids],
    )) as Array<{ partner: string }>;
    return { partners: rows.map((row) => Number(row.partner)) };
  }
}
