import { INTERNAL_TOKEN, InternalClient } from '@rendezvous/nest-kit';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { CHAT_CONFIG, type ChatConfig } from './config';

/**
 * The service's settings, for every resource module: the member and internal guards take their token
 * from here, services their settings, and the one internal client (identity, members, payments, site)
 * serves both the peers' calls and the outbox's deliveries. Global so no resource module imports another for them.
 */
@Global()
@Module({})
export class ChatConfigModule {
  static register(config: ChatConfig): DynamicModule {
    const providers = [
      { provide: CHAT_CONFIG, useValue: config },
      { provide: INTERNAL_TOKEN, useValue: config.INTERNAL_TOKEN },
      {
        provide: InternalClient,
        useValue: new InternalClient({
          urls: { identity: config.IDENTITY_URL, members: config.MEMBERS_URL, payments: config.PAYMENTS_URL, site: config.SITE_URL },
          token: config.INTERNAL_TOKEN,
        }),
      },
    ];
    return { module: ChatConfigModule, providers, exports: providers.map(({ provide }) => provide) };
  }
}
