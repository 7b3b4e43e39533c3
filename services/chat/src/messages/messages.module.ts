import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactsModule } from '../contacts/contacts.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { GifsModule } from '../gifs/gifs.module';
import { OutboxModule } from '../outbox/outbox.module';
import { PeersModule } from '../peers/peers.module';
import { PhotosModule } from '../photos/photos.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { BalanceAnnouncer } from './balance-announcer';
import { MessageNotifications } from './message-notifications';
import { Message } from './message.entity';
import { MessagesController } from './messages.controller';
import { MessagesService } from './messages.service';
import { MessagesSocket } from './messages.socket';
import { MessagesStore } from './messages.store';
import { SignupMessages } from './signup-messages';

/**
 * Sending messages (text, gift, photo) with their checks and charge, by POST or over the member's socket
 * (MessagesSocket), the send bar's allowance, the
 * push or mail about a message nobody saw arrive, and a lander's signup message (identity's
 * signup.message, applied through SignupMessages).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Message]), ContactsModule, ConversationsModule, PeersModule, RealtimeModule, PhotosModule, GifsModule, OutboxModule],
  controllers: [MessagesController],
  providers: [MessagesService, MessagesStore, MessageNotifications, SignupMessages, MessagesSocket, BalanceAnnouncer],
  exports: [SignupMessages],
})
export class MessagesModule {}
