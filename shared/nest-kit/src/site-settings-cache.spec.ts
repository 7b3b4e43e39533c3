import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_CACHED_HOSTS, SiteSettingsCache } from './site-settings-cache';

/** A stand-in site service: every host resolves to the default site, as the real one does for unknown hosts. */
function siteService(): Promise<{ url: string; calls: () => number; server: Server }> {
  let calls = 0;
  const server = createServer((req, res) => {
    calls += 1;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ domain: 'localhost', name: 'Rendezvous', language: /locale=(\w\w)/.exec(req.headers.cookie ?? '')?.[1] ?? 'en' }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls: () => calls, server })),
  );
}

describe('SiteSettingsCache', () => {
  it('stays bounded under a flood of made-up hosts: one settings entry for the site they resolve to', async () => {
    const site = await siteService();
    try {
      const cache = new SiteSettingsCache(site.url, 60_000);
      for (let i = 0; i < 3_000; i += 1) await cache.get(`made-up-${i}.example`);
      expect(cache.size).toEqual({ hosts: MAX_CACHED_HOSTS, settings: 1 });
    } finally {
      site.server.close();
    }
  });

  it('answers a known host from memory, per language, until cleared', async () => {
    const site = await siteService();
    try {
      const cache = new SiteSettingsCache(site.url, 60_000);
      expect((await cache.get('localhost', 'nl'))?.language).toBe('nl');
      expect((await cache.get('localhost', 'nl'))?.language).toBe('nl');
      expect((await cache.get('localhost'))?.language).toBe('en');
      expect(site.calls()).toBe(2);
      cache.clear();
      await cache.get('localhost', 'nl');
      expect(site.calls()).toBe(3);
    } finally {
      site.server.close();
    }
  });
});
