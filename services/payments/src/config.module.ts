import { serviceConfigModule } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { PAYMENTS_CONFIG, type PaymentsConfig } from './config';

/**
 * The service's settings, for every resource module: the admin, internal and member guards take their
 * tokens from here, services their settings, and the one internal client (gateway, members, identity,
 * site) serves both the resources' calls and the outbox's deliveries. Global so no resource module imports another for them.
 */
@Module({})
export class PaymentsConfigModule {
  static register(config: PaymentsConfig): DynamicModule {
    return serviceConfigModule(PaymentsConfigModule, PAYMENTS_CONFIG, config, { caller: 'payments' });
  }
}
