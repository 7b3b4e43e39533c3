import { SPEC_MESSAGES, type SiteSettings } from '@rendezvous/contracts';
import { AppError, authenticationRequired, InternalClient, SiteSettingsCache } from '@rendezvous/nest-kit';
import { Inject, Injectable } from '@nestjs/common';
import { MEMBERS_CONFIG, type MembersConfig } from '../config';

/**
 * Who may search and read profiles (spec 6): members always; logged-out visitors only as the site
 * allows (`logged_out_search`, or `logged_out_search_trafficsource` for visitors who came with a
 * traffic source). Otherwise the spec's 403 authentication_required, on which the site shows signup.
 */
@Injectable()
export class VisitorAccess {
  private readonly settings: SiteSettingsCache;

  constructor(@Inject(MEMBERS_CONFIG) config: MembersConfig, client: InternalClient) {
    this.settings = new SiteSettingsCache(client, config.SITE_SETTINGS_CACHE_MS, 3_000);
  }

  /** `host`: the site the request was made to (nest-kit's requestHost). */
  async assertMayBrowse(host: string, viewerId: number | null, trafficSource?: string): Promise<void> {
    if (viewerId !== null) return;
    const settings = await this.siteOf(host);
    if (settings.logged_out_search) return;
    if (settings.logged_out_search_trafficsource && trafficSource) return;
    throw authenticationRequired();
  }

  private async siteOf(host: string): Promise<SiteSettings> {
    const settings = await this.settings.get(host);
    if (!settings) throw new AppError(503, 'SERVICE.UNAVAILABLE', SPEC_MESSAGES.tryAgainLater);
    return settings;
  }
}
