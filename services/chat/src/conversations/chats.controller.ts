import type { ChatsResponse, ConversationBlock, ConversationPage } from '@rendezvous/contracts';
import { CurrentMemberId, MemberGuard } from '@rendezvous/nest-kit';
import { Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdPipe, OptionalCursorPipe } from '../common/id.pipe';
import { ChatPeers } from '../peers/chat-peers';
import { ConversationsService } from './conversations.service';

@ApiTags('chat')
@ApiForbiddenResponse({ description: 'authentication_required when logged out' })
@UseGuards(MemberGuard)
@Controller('api')
export class ChatsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly peers: ChatPeers,
  ) {}

  @Get('chats.php')
  @ApiOperation({ summary: "The member's conversations, newest activity first, with each one's unread count (the chat badge) and newest message" })
  @ApiOkResponse({ description: '{ chats: [{ id, profile_id, num_unread_messages, last_message_at, last_message }] }' })
  async chats(@CurrentMemberId() memberId: number): Promise<ChatsResponse> {
    return { chats: await this.conversations.chatsOf(memberId) };
  }

  @Delete('chat.php')
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes a conversation for the member only (spec 7: the conversation as `id`); the other member keeps it' })
  @ApiNoContentResponse({ description: 'deleted' })
  @ApiNotFoundResponse({ description: 'no conversation of this member has this id' })
  async remove(@CurrentMemberId() memberId: number, @Query('id', IdPipe) id: number): Promise<void> {
    await this.conversations.hide(memberId, id);
  }

  @Get('chat/conversations/:id/messages')
  @ApiOperation({ summary: 'A page of a conversation, oldest first; `before` (a message id) for older ones; `block` when either member blocked the other' })
  async conversation(@CurrentMemberId() memberId: number, @Param('id', IdPipe) id: number, @Query('before', OptionalCursorPipe) before?: number): Promise<ConversationPage> {
    const conversation = await this.conversations.ofMember(memberId, id);
    const [page, block] = await Promise.all([this.conversations.page(memberId, conversation, conversation.otherMember, before), this.blockWith(memberId, conversation.otherMember)]);
    return { ...page, block };
  }

  @Get('chat/members/:id/messages')
  @ApiOperation({ summary: 'The conversation with a member (/members/{id}/chat): a page of it, or an empty page before the first message' })
  async withMember(@CurrentMemberId() memberId: number, @Param('id', IdPipe) profileId: number, @Query('before', OptionalCursorPipe) before?: number): Promise<ConversationPage> {
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
  @ApiOperation({ summary: "Opens the conversation: the other member's messages are read, its unread count is 0 (spec 4)" })
  async read(@CurrentMemberId() memberId: number, @Param('id', IdPipe) id: number): Promise<{ read: number }> {
    return this.conversations.markRead(memberId, id);
  }

  @Post('chat/conversations/:id/typing')
  @HttpCode(204)
  @ApiOperation({ summary: "Shows the typing indicator on the other member's open pages" })
  async typing(@CurrentMemberId() memberId: number, @Param('id', IdPipe) id: number): Promise<void> {
    await this.conversations.typing(memberId, id);
  }
}
