import { serviceConfigModule } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { CHAT_CONFIG, type ChatConfig } from './config';

/**
 * The service's settings, for every resource module: the member and internal guards take their token
 * from here, services their settings, and the one internal client (identity, members, payments, site)
 * serves both the peers' calls and the outbox's deliveries. Global so no resource module imports another for them.
 */
@Module({})
export class ChatConfigModule {
  static register(config: ChatConfig): DynamicModule {
    return serviceConfigModule(ChatConfigModule, CHAT_CONFIG, config, { caller: 'chat' });
  }
}
