import type { ConversationBlock } from '@rendezvous/contracts';
import { chatRoutes, type AnswerOf } from '@rendezvous/contracts/routes';
import { ContractRoute, CurrentMemberId, MemberGuard } from '@rendezvous/nest-kit';
import { Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdPipe, OptionalCursorPipe } from '../common/id.pipe';
import { ChatPeers } from '../peers/chat-peers';
import { ConversationsService } from './conversations.service';

/**
 * Ids in the path and the query go through chat's IdPipe rather than the contract's schemas: a malformed
 * id is a conversation or member that does not exist (404), never a 400.
 */
@ApiTags('chat')
@UseGuards(MemberGuard)
@Controller('api')
export class ChatsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly peers: ChatPeers,
  ) {}

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
    const conversation = await this.conversations.ofMember(memberId, id);
    const [page, block] = await Promise.all([
      this.conversations.page(memberId, conversation, conversation.otherMember, before),
      this.blockWith(memberId, conversation.otherMember),
    ]);
    return { ...page, block };
  }

  @Get('chat/members/:id/messages')
  @ContractRoute(chatRoutes.withMember)
  async withMember(
    @CurrentMemberId() memberId: number,
    @Param('id', IdPipe) profileId: number,
    @Query('before', OptionalCursorPipe) before?: number,
  ): Promise<AnswerOf<typeof chatRoutes.withMember>> {
    const [conversation, block] = await Promise.all([this.conversations.between(memberId, profileId), this.blockWith(memberId, profileId)]);
    return { ...(await this.conversations.page(memberId, conversation, profileId, before)), block };
  }

  /**
   * A block either way between the member and the other one (members' contact check, the one every send
   * asks), so the screen shows it before the member writes (issue 31). Members out of reach: null, the
   * page still reads, and a send is refused as before.
   */
  private async blockWith(memberId: number, otherMember: number): Promise<ConversationBlock | null> {
    if (memberId === otherMember) return null;
    const contact = await this.peers.contact(memberId, otherMember).catch(() => null);
    if (!contact?.exists) return null;
    if (contact.blockedByRecipient) return { by: 'them', name: contact.recipientName };
    if (contact.blockedBySender) return { by: 'me', name: contact.recipientName };
    return null;
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
