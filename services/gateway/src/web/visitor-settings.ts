import type { SiteSettings } from '@rendezvous/contracts';
import { localeCookieOf, readCookie, SiteSettingsCache } from '@rendezvous/nest-kit';
import type { Request } from 'express';
import { COUNTRY_HEADER } from '../routing/forwarded-facts';

/**
 * The settings as this visitor gets them: the site's (cached per site and language) with the visitor's
 * own country on top, which the gateway resolved itself and which no cache may share between visitors.
 */
export async function settingsForVisitor(cache: SiteSettingsCache, req: Request): Promise<SiteSettings | null> {
  const settings = await cache.get(req.host || 'localhost', localeCookieOf(req.headers.cookie));
  if (!settings) return null;
  const country = typeof req.headers[COUNTRY_HEADER] === 'string' ? req.headers[COUNTRY_HEADER] : null;
  const selected = readCookie(req, 'selected_country');
  return { ...settings, geoip_country: country, geoip_selected_country: selected && /^[A-Z]{2}$/.test(selected) ? selected : country };
}
