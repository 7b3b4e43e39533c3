import { databaseModule, HealthModule } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CHAT_CONFIG, type ChatConfig } from './config';
import { Conversation } from './conversations/conversation.entity';
import { Message } from './conversations/message.entity';
import { ChatInitial1795320200000 } from './migrations/1795320200000-chat-initial';

const ENTITIES = [Conversation, Message];

@Module({})
export class AppModule {
  static register(config: ChatConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        databaseModule({ url: config.DATABASE_URL, entities: ENTITIES, migrations: [ChatInitial1795320200000] }),
        TypeOrmModule.forFeature(ENTITIES),
        HealthModule.forService('chat', { database: true }),
      ],
      providers: [{ provide: CHAT_CONFIG, useValue: config }],
    };
  }
}
