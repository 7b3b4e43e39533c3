import { SPEC_MESSAGES, type SiteSettings } from '@rendezvous/contracts';
import { AppError, InternalClient, SiteSettingsCache } from '@rendezvous/nest-kit';
import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';

/** The site settings identity's rules depend on (signups, min_age, names), per host, briefly cached (bounded). */
@Injectable()
export class SiteClient {
  private readonly cache: SiteSettingsCache;

  constructor(@Inject(IDENTITY_CONFIG) config: IdentityConfig, client: InternalClient) {
    this.cache = new SiteSettingsCache(client, config.SITE_SETTINGS_CACHE_MS, 3_000);
  }

  async settingsFor(host: string): Promise<SiteSettings> {
    const settings = await this.cache.get(host);
    if (!settings) throw new AppError(503, 'SERVICE.UNAVAILABLE', SPEC_MESSAGES.tryAgainLater);
    return settings;
  }
}
