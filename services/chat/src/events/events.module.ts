import { EventInbox, EventsController } from '@rendezvous/nest-kit';
import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module';
import { MemberEvents } from './member-events';
import { ConversationsModule } from '../conversations/conversations.module';
import { MessagesModule } from '../messages/messages.module';
import { PhotosModule } from '../photos/photos.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { IdentityEvents } from './identity-events';

/**
 * Where other services' outboxes deliver (POST /internal/events), each event applied once by the
 * inbox: identity's account.purged (conversations and photos go), signup.message (a lander's first
 * message) and sessions.ended (their sockets close); members' member.contact and member.pair (the contact rules' read model).
 */
@Module({
  imports: [ContactsModule, ConversationsModule, MessagesModule, PhotosModule, RealtimeModule],
  controllers: [EventsController],
  providers: [EventInbox, IdentityEvents, MemberEvents],
})
export class EventsModule {}
