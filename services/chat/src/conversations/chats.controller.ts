import { chatRoutes, type AnswerOf } from '@rendezvous/contracts/routes';
import { ContractRoute, CurrentMemberId, MemberGuard } from '@rendezvous/nest-kit';
import { Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdPipe, OptionalCursorPipe } from '../common/id.pipe';
import { ConversationsService } from './conversations.service';

/**
 * Ids in the path and the query go through chat's IdPipe rather than the contract's schemas: a malformed
 * id is a conversation or member that does not exist (404), never a 400.
 */
@ApiTags('chat')
@UseGuards(MemberGuard)
@Controller('api')
export class ChatsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Get('chats.php')
  @ContractRoute(chatRoutes.chats)
  async chats(@CurrentMemberId() memberId: number): Promise<AnswerOf<typeof chatRoutes.chats>> {
    return { chats: await this.conversations.chatsOf(memberId) };
  }

  @Delete('chat.php')
  @HttpCode(204)
  @ContractRoute(chatRoutes.deleteChat)
  async remove(@CurrentMemberId() memberId: number, @Query('id', IdPipe) id: number): Promise<void> {
    await this.conversations.hide(memberId, id);
  }

  @Get('chat/conversations/:id/messages')
  @ContractRoute(chatRoutes.conversation)
  async conversation(
    @CurrentMemberId() memberId: number,
    @Param('id', IdPipe) id: number,
    @Query('before', OptionalCursorPipe) before?: number,
  ): Promise<AnswerOf<typeof chatRoutes.conversation>> {
    return this.conversations.pageOf(memberId, id, before);
  }

  @Get('chat/members/:id/messages')
  @ContractRoute(chatRoutes.withMember)
  async withMember(
    @CurrentMemberId() memberId: number,
    @Param('id', IdPipe) profileId: number,
    @Query('before', OptionalCursorPipe) before?: number,
  ): Promise<AnswerOf<typeof chatRoutes.withMember>> {
    return this.conversations.pageWith(memberId, profileId, before);
  }

  @Post('chat/conversations/:id/read')
  @HttpCode(200)
  @ContractRoute(chatRoutes.read)
  async read(@CurrentMemberId() memberId: number, @Param('id', IdPipe) id: number): Promise<AnswerOf<typeof chatRoutes.read>> {
    return this.conversations.markRead(memberId, id);
  }

  @Post('chat/conversations/:id/typing')
  @HttpCode(204)
  @ContractRoute(chatRoutes.typing)
  async typing(@CurrentMemberId() memberId: number, @Param('id', IdPipe) id: number): Promise<void> {
    await this.conversations.typing(memberId, id);
  }
}
