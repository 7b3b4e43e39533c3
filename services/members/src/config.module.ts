import { serviceConfigModule } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { MEMBERS_CONFIG, type MembersConfig } from './config';

/**
 * The service's settings, for every resource module: the admin, internal and member guards take their
 * tokens from here, services their settings, and the one internal client (site, gateway, identity, chat)
 * serves both the calls to peers and the outbox's deliveries. Global so no resource module imports another for them.
 */
@Module({})
export class MembersConfigModule {
  static register(config: MembersConfig): DynamicModule {
    return serviceConfigModule(MembersConfigModule, MEMBERS_CONFIG, config, { caller: 'members' });
  }
}
