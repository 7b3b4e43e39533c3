import { ADMIN_TOKEN, INTERNAL_TOKEN, InternalClient } from '@rendezvous/nest-kit';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { PAYMENTS_CONFIG, type PaymentsConfig } from './config';

/**
 * The service's settings, for every resource module: the admin, internal and member guards take their
 * tokens from here, services their settings, and the one internal client (gateway, members, identity,
 * site) serves both the resources' calls and the outbox's deliveries. Global so no resource module imports another for them.
 */
@Global()
@Module({})
export class PaymentsConfigModule {
  static register(config: PaymentsConfig): DynamicModule {
    const providers = [
      { provide: PAYMENTS_CONFIG, useValue: config },
      { provide: INTERNAL_TOKEN, useValue: config.INTERNAL_TOKEN },
      { provide: ADMIN_TOKEN, useValue: config.ADMIN_TOKEN },
      {
        provide: InternalClient,
        useValue: new InternalClient({
          urls: { gateway: config.GATEWAY_URL, members: config.MEMBERS_URL, identity: config.IDENTITY_URL, site: config.SITE_URL },
          token: config.INTERNAL_TOKEN,
        }),
      },
    ];
    return { module: PaymentsConfigModule, providers, exports: providers.map(({ provide }) => provide) };
  }
}
