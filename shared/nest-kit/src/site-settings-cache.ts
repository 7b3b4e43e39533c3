import { LOCALE_COOKIE, type SiteSettings } from '@rendezvous/contracts';
import { siteSettingsCall } from '@rendezvous/contracts/internal';
import { LRUCache } from 'lru-cache';
import type { InternalClient } from './internal-calls/internal-client';

/** Hosts remembered (host -> site); made-up Host headers can add no more than this. */
export const MAX_CACHED_HOSTS = 1_000;
/** Settings remembered per site and language. */
export const MAX_CACHED_SITE_SETTINGS = 200;

/**
 * Site settings per host and language, from the site service, kept briefly. Keyed by the site the
 * host resolves to (every unknown host resolves to the default site), and both maps are bounded:
 * a flood of made-up Host headers costs at most MAX_CACHED_HOSTS small entries, never memory for good.
 */
export class SiteSettingsCache {
  private readonly siteOfHost: LRUCache<string, string>;
  private readonly settingsOfSite: LRUCache<string, SiteSettings>;
  /** false with a TTL of 0 (tests that change settings and read them at once): every call asks the site */
  private readonly enabled: boolean;

  constructor(
    private readonly client: InternalClient,
    ttlMs: number,
    private readonly timeoutMs = 2_000,
  ) {
    const ttl = Math.max(1, ttlMs);
    this.siteOfHost = new LRUCache({ max: MAX_CACHED_HOSTS, ttl, allowStale: false });
    this.settingsOfSite = new LRUCache({ max: MAX_CACHED_SITE_SETTINGS, ttl, allowStale: false });
    this.enabled = ttlMs > 0;
  }

  /** The settings for a host in a language (the locale cookie), or null when the site service cannot say. */
  async get(host: string, locale = ''): Promise<SiteSettings | null> {
    const language = /^[a-z]{2}$/.test(locale) ? locale : '';
    const site = this.siteOfHost.get(host);
    const hit = site !== undefined ? this.settingsOfSite.get(`${site}|${language}`) : undefined;
    if (hit && this.enabled) return hit;
    try {
      // The site service reads the visitor's host from x-forwarded-host, as it does behind the gateway.
      const answer = await this.client.call(siteSettingsCall, {
        headers: { 'x-forwarded-host': host, ...(language ? { cookie: `${LOCALE_COOKIE}=${language}` } : {}) },
        timeoutMs: this.timeoutMs,
      });
      // The contract checks the fields services act on; the rest is the spec's settings object as sent.
      const settings = answer as unknown as SiteSettings;
      if (this.enabled) {
        this.siteOfHost.set(host, settings.domain);
        this.settingsOfSite.set(`${settings.domain}|${language}`, settings);
      }
      return settings;
    } catch {
      return hit ?? null;
    }
  }

  /** After an admin change: the next request reads the settings again. */
  clear(): void {
    this.settingsOfSite.clear();
  }

  /** How many hosts and settings are held (for tests of the bounds). */
  get size(): { hosts: number; settings: number } {
    return { hosts: this.siteOfHost.size, settings: this.settingsOfSite.size };
  }
}

const LOCALE_IN_COOKIES = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`);

/** The locale cookie of a Cookie header, or ''. */
export function localeCookieOf(cookieHeader: string | undefined): string {
  return LOCALE_IN_COOKIES.exec(cookieHeader ?? '')?.[1] ?? '';
}
