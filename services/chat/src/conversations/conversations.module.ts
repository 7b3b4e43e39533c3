import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PeersModule } from '../peers/peers.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { ChatsController } from './chats.controller';
import { Conversation } from './conversation.entity';
import { ConversationsRepository } from './conversations.repository';
import { ConversationsService } from './conversations.service';
import { InternalConversationsController } from './internal-conversations.controller';

/**
 * Conversations: the list behind the chat badge, pages of messages, read, typing and delete, and
 * members' question which ids a member shares a conversation with. Messages ask ConversationsService
 * for the pair's conversation; identity's account.purged removes a member's conversations through it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Conversation]), PeersModule, RealtimeModule],
  controllers: [ChatsController, InternalConversationsController],
  providers: [ConversationsService, ConversationsRepository],
  exports: [ConversationsService],
})
export class ConversationsModule {}
