import type { SiteSettings } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';

/** The site settings identity's rules depend on (signups, min_age, names), per host, briefly cached. */
@Injectable()
export class SiteClient {
  private readonly cache = new Map<string, { settings: SiteSettings; expires: number }>();

  constructor(@Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig) {}

  async settingsFor(host: string): Promise<SiteSettings> {
    const hit = this.cache.get(host);
    if (hit && hit.expires > Date.now()) return hit.settings;
    try {
      const answer = await fetch(`${this.config.SITE_URL}/api/settings.php`, {
        headers: { 'x-forwarded-host': host },
        signal: AbortSignal.timeout(3_000),
      });
      if (!answer.ok) throw new Error(`site answered ${answer.status}`);
      const settings = (await answer.json()) as SiteSettings;
      this.cache.set(host, { settings, expires: Date.now() + this.config.SITE_SETTINGS_CACHE_MS });
      return settings;
    } catch {
      throw new AppError(503, 'SERVICE.UNAVAILABLE', 'An error occured, please try again later.');
    }
  }
}
