import type { ChatsResponse } from '@rendezvous/contracts';
import { CurrentMemberId, MemberGuard } from '@rendezvous/nest-kit';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConversationsService } from './conversations.service';

@ApiTags('chat')
@Controller('api')
export class ChatsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Get('chats.php')
  @UseGuards(MemberGuard)
  @ApiOperation({ summary: "The member's conversations, newest activity first, with each one's unread count (the chat badge)" })
  @ApiOkResponse({ description: '{ chats: [{ id, profile_id, num_unread_messages, last_message_at }] }' })
  @ApiForbiddenResponse({ description: 'authentication_required when logged out' })
  async chats(@CurrentMemberId() memberId: number): Promise<ChatsResponse> {
    return { chats: await this.conversations.chatsOf(memberId) };
  }
}
