import { databaseModule, EventInbox, EventsController, HealthModule, INTERNAL_TOKEN, InternalClient, MemberGuard, Outbox, OutboxMaintenanceController } from '@rendezvous/nest-kit';
import { PHOTO_STORAGE, photoStorageFor } from '@rendezvous/nest-kit/photos';
import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CHAT_CONFIG, type ChatConfig } from './config';
import { ChatsController } from './conversations/chats.controller';
import { Conversation } from './conversations/conversation.entity';
import { ConversationsService } from './conversations/conversations.service';
import { InternalConversationsController } from './conversations/internal-conversations.controller';
import { Message } from './conversations/message.entity';
import { IdentityEvents } from './events/identity-events';
import { GIF_PROVIDER } from './gifs/gif-provider';
import { GifsController } from './gifs/gifs.controller';
import { LocalGifCatalogue } from './gifs/local-gif-catalogue';
import { MessagesController } from './messages/messages.controller';
import { MessageNotifications } from './messages/message-notifications';
import { MessagesService } from './messages/messages.service';
import { SignupMessages } from './messages/signup-messages';
import { ChatInitial1795320200000 } from './migrations/1795320200000-chat-initial';
import { ChatProcessedEvents1795360200000 } from './migrations/1795360200000-chat-processed-events';
import { ChatSending1795410200000 } from './migrations/1795410200000-chat-sending';
import { ChatPhotos1795410200001 } from './migrations/1795410200001-chat-photos';
import { ChatPeers } from './peers/chat-peers';
import { ChatPhotosController } from './photos/chat-photos.controller';
import { InternalPresenceController } from './realtime/internal-presence.controller';
import { ChatPhotosService } from './photos/chat-photos.service';
import { ChatRealtime } from './realtime/chat-realtime';
import { DemoSeed } from './seed/demo-seed';

const ENTITIES = [Conversation, Message];
const MIGRATIONS = [ChatInitial1795320200000, ChatProcessedEvents1795360200000, ChatSending1795410200000, ChatPhotos1795410200001];

@Module({})
export class AppModule {
  static register(config: ChatConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        databaseModule({ url: config.DATABASE_URL, entities: ENTITIES, migrations: MIGRATIONS }),
        TypeOrmModule.forFeature(ENTITIES),
        HealthModule.forService('chat', { database: true, internalToken: config.INTERNAL_TOKEN }),
      ],
      controllers: [ChatsController, MessagesController, ChatPhotosController, GifsController, InternalPresenceController, InternalConversationsController, EventsController, OutboxMaintenanceController],
      providers: [
        { provide: CHAT_CONFIG, useValue: config },
        { provide: INTERNAL_TOKEN, useValue: config.INTERNAL_TOKEN },
        {
          provide: InternalClient,
          useValue: new InternalClient({
            urls: { identity: config.IDENTITY_URL, members: config.MEMBERS_URL, payments: config.PAYMENTS_URL, site: config.SITE_URL },
            token: config.INTERNAL_TOKEN,
          }),
        },
        MemberGuard,
        EventInbox,
        IdentityEvents,
        ChatPeers,
        LocalGifCatalogue,
        // The gif search's provider: the catalogue chat ships (works offline); a hosted one would go here.
        { provide: GIF_PROVIDER, useExisting: LocalGifCatalogue },
        ChatPhotosService,
        { provide: PHOTO_STORAGE, useValue: photoStorageFor(config, config.CHAT_PHOTO_DIR) },
        ChatRealtime,
        ConversationsService,
        MessagesService,
        MessageNotifications,
        Outbox,
        SignupMessages,
        DemoSeed,
      ],
    };
  }
}
