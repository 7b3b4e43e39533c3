import { databaseModule, HealthModule } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { type ChatConfig } from './config';
import { ChatConfigModule } from './config.module';
import { Conversation } from './conversations/conversation.entity';
import { ConversationsModule } from './conversations/conversations.module';
import { EventsModule } from './events/events.module';
import { GifsModule } from './gifs/gifs.module';
import { Message } from './messages/message.entity';
import { MessagesModule } from './messages/messages.module';
import { ChatInitial1795320200000 } from './migrations/1795320200000-chat-initial';
import { ChatProcessedEvents1795360200000 } from './migrations/1795360200000-chat-processed-events';
import { ChatSending1795410200000 } from './migrations/1795410200000-chat-sending';
import { ChatPhotos1795410200001 } from './migrations/1795410200001-chat-photos';
import { ChatContactFacts1795420200000 } from './migrations/1795420200000-chat-contact-facts';
import { ChatOutboxTraceParent1795430200000 } from './migrations/1795430200000-chat-outbox-trace-parent';
import { OutboxModule } from './outbox/outbox.module';
import { PeersModule } from './peers/peers.module';
import { PhotosModule } from './photos/photos.module';
import { RealtimeModule } from './realtime/realtime.module';
import { DemoSeedModule } from './seed/demo-seed.module';

const ENTITIES = [Conversation, Message];
const MIGRATIONS = [
  ChatInitial1795320200000,
  ChatProcessedEvents1795360200000,
  ChatSending1795410200000,
  ChatPhotos1795410200001,
  ChatContactFacts1795420200000,
  ChatOutboxTraceParent1795430200000,
];

/**
 * The chat service: settings, database and health, the outbox, then one module per resource
 * (docs/service-shape.md). No two routes of these modules can match the same request
 * (app.module.spec.ts), so their order decides nothing.
 */
@Module({})
export class AppModule {
  static register(config: ChatConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ChatConfigModule.register(config),
        databaseModule({ url: config.DATABASE_URL, entities: ENTITIES, migrations: MIGRATIONS }),
        HealthModule.forService('chat', { database: true, internalToken: config.INTERNAL_TOKEN }),
        OutboxModule,
        RealtimeModule,
        PeersModule,
        GifsModule,
        PhotosModule,
        ConversationsModule,
        MessagesModule,
        EventsModule,
        DemoSeedModule,
      ],
    };
  }
}
