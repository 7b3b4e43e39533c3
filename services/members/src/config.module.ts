import { ADMIN_TOKEN, INTERNAL_TOKEN, InternalClient } from '@rendezvous/nest-kit';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { MEMBERS_CONFIG, type MembersConfig } from './config';

/**
 * The service's settings, for every resource module: the admin, internal and member guards take their
 * tokens from here, services their settings, and the one internal client (site, gateway, identity, chat)
 * serves both the calls to peers and the outbox's deliveries. Global so no resource module imports another for them.
 */
@Global()
@Module({})
export class MembersConfigModule {
  static register(config: MembersConfig): DynamicModule {
    const providers = [
      { provide: MEMBERS_CONFIG, useValue: config },
      { provide: ADMIN_TOKEN, useValue: config.ADMIN_TOKEN },
      { provide: INTERNAL_TOKEN, useValue: config.INTERNAL_TOKEN },
      {
        provide: InternalClient,
        useValue: new InternalClient({
          urls: { site: config.SITE_URL, gateway: config.GATEWAY_URL, identity: config.IDENTITY_URL, chat: config.CHAT_URL },
          token: config.INTERNAL_TOKEN,
        }),
      },
    ];
    return { module: MembersConfigModule, providers, exports: providers.map(({ provide }) => provide) };
  }
}
