import { serviceConfigModule } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { SITE_CONFIG, type SiteConfig } from './config';

/**
 * The service's settings, for every resource module: the admin, internal and member guards take their
 * tokens from here, services their settings, the outbox the one InternalClient (to identity, which sends the
 * complaints' mails). Global so no resource module imports another for them.
 */
@Module({})
export class SiteConfigModule {
  static register(config: SiteConfig): DynamicModule {
    return serviceConfigModule(SiteConfigModule, SITE_CONFIG, config, { caller: 'site' });
  }
}
