import { ADMIN_TOKEN, INTERNAL_TOKEN } from '@rendezvous/nest-kit';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { SITE_CONFIG, type SiteConfig } from './config';

/**
 * The service's settings, for every resource module: the admin, internal and member guards take their
 * tokens from here, services their settings. Global so no resource module imports another for them.
 */
@Global()
@Module({})
export class SiteConfigModule {
  static register(config: SiteConfig): DynamicModule {
    const providers = [
      { provide: SITE_CONFIG, useValue: config },
      { provide: ADMIN_TOKEN, useValue: config.ADMIN_TOKEN },
      { provide: INTERNAL_TOKEN, useValue: config.INTERNAL_TOKEN },
    ];
    return { module: SiteConfigModule, providers, exports: providers.map(({ provide }) => provide) };
  }
}
