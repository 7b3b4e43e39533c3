import { serviceConfigModule } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { IDENTITY_CONFIG, type IdentityConfig } from './config';

/**
 * The service's settings, for every resource module: the admin, internal and session guards take their
 * tokens from here, services their settings, and the one internal client (members, chat, payments, site,
 * gateway) serves both the site settings and presence calls and the outbox's deliveries. Global so no
 * resource module imports another for them.
 */
@Module({})
export class IdentityConfigModule {
  static register(config: IdentityConfig): DynamicModule {
    return serviceConfigModule(IdentityConfigModule, IDENTITY_CONFIG, config, { caller: 'identity' });
  }
}
