import { Module } from '@nestjs/common';
import { ProvidersModule } from '../providers/providers.module';
import { ProviderCustomers } from './provider-customers';
import { ProviderCustomersRepository } from './provider-customers.repository';

/** The member's customer at each provider (orders make it, repeat orders charge through it); no routes. */
@Module({
  imports: [ProvidersModule],
  providers: [ProviderCustomers, ProviderCustomersRepository],
  exports: [ProviderCustomers],
})
export class CustomersModule {}
