import { ADMIN_TOKEN, INTERNAL_TOKEN, InternalClient } from '@rendezvous/nest-kit';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { IDENTITY_CONFIG, type IdentityConfig } from './config';

/**
 * The service's settings, for every resource module: the admin, internal and session guards take their
 * tokens from here, services their settings, and the one internal client (members, chat, payments, site,
 * gateway) serves both the site settings and presence calls and the outbox's deliveries. Global so no
 * resource module imports another for them.
 */
@Global()
@Module({})
export class IdentityConfigModule {
  static register(config: IdentityConfig): DynamicModule {
    const providers = [
      { provide: IDENTITY_CONFIG, useValue: config },
      { provide: INTERNAL_TOKEN, useValue: config.INTERNAL_TOKEN },
      { provide: ADMIN_TOKEN, useValue: config.ADMIN_TOKEN },
      {
        provide: InternalClient,
        useFactory: () =>
          new InternalClient({
            urls: { members: config.MEMBERS_URL, chat: config.CHAT_URL, payments: config.PAYMENTS_URL, site: config.SITE_URL, gateway: config.GATEWAY_URL },
            token: config.INTERNAL_TOKEN,
          }),
      },
    ];
    return { module: IdentityConfigModule, providers, exports: providers.map(({ provide }) => provide) };
  }
}
