import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InternalClient } from './internal-calls/internal-client';
import { MAX_CACHED_HOSTS, SiteSettingsCache } from './site-settings-cache';

/** A stand-in site service: every host resolves to the default site, as the real one does for unknown hosts. */
function siteService(): Promise<{ url: string; calls: () => number; server: Server }> {
  let calls = 0;
  const server = createServer((req, res) => {
    calls += 1;
    res.setHeader('content-type', 'application/json');
    const language = /locale=(\w\w)/.exec(req.headers.cookie ?? '')?.[1] ?? 'en';
    res.end(JSON.stringify({ domain: 'localhost', name: 'Rendezvous', language, signups: 'all', min_age: 18, fictional_icon: 'f' }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls: () => calls, server })),
  );
}

const clientOf = (url: string) => new InternalClient({ urls: { site: url }, token: 'test-internal-token' });

describe('SiteSettingsCache', () => {
  it('stays bounded under a flood of made-up hosts: one settings entry for the site they resolve to', async () => {
    const site = await siteService();
    try {
      const cache = new SiteSettingsCache(clientOf(site.url), 60_000);
      for (let i = 0; i < 3_000; i += 1) await cache.get(`made-up-${i}.example`);
      expect(cache.size).toEqual({ hosts: MAX_CACHED_HOSTS, settings: 1 });
    } finally {
      site.server.close();
    }
    // 3,000 real HTTP calls, one after another: about 2 s alone, past jest's 5 s default on a busy 2-core machine.
  }, 30_000);

  it('answers a known host from memory, per language, until cleared', async () => {
    const site = await siteService();
    try {
      const cache = new SiteSettingsCache(clientOf(site.url), 60_000);
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

  it('does not keep an answer outside the contract', async () => {
    const server = createServer((_req, res) => res.end(JSON.stringify({ domain: 'localhost' })));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const cache = new SiteSettingsCache(clientOf(`http://127.0.0.1:${(server.address() as AddressInfo).port}`), 60_000);
      expect(await cache.get('localhost')).toBeNull();
    } finally {
      server.close();
    }
  });
});
