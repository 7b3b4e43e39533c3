import type { SiteSettings } from '@rendezvous/contracts';

/**
 * Site settings per host (and language cookie), fetched from the site service and kept for a short
 * time: index.html needs them on every page load, the settings change rarely, and an admin change
 * clears the cache at once (see the proxy hook in main.ts).
 */
export class SettingsCache {
  private readonly entries = new Map<string, { settings: SiteSettings; expires: number }>();

  constructor(
    private readonly siteUrl: string,
    private readonly ttlMs: number,
  ) {}

  async get(host: string, cookieHeader: string | undefined): Promise<SiteSettings | null> {
    const locale = /(?:^|;\s*)locale=([a-z]{2})/.exec(cookieHeader ?? '')?.[1] ?? '';
    const key = `${host}|${locale}`;
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.settings;
    try {
      const answer = await fetch(`${this.siteUrl}/api/settings.php`, {
        // fetch cannot set Host; the site service reads the original host from x-forwarded-host.
        headers: { 'x-forwarded-host': host, ...(locale ? { cookie: `locale=${locale}` } : {}) },
        signal: AbortSignal.timeout(2_000),
      });
      if (!answer.ok) return hit?.settings ?? null;
      const settings = (await answer.json()) as SiteSettings;
      this.entries.set(key, { settings, expires: Date.now() + this.ttlMs });
      return settings;
    } catch {
      // The page still loads without inlined settings; the shell then uses its defaults.
      return hit?.settings ?? null;
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
