import { startExtraGateway, type RunningInstance } from '@rendezvous/test-kit';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The gateway's HTML composition (issue 13): a page names the files its path needs, from the live
// manifest, the route table and the builds' own records, in the locale the shell will choose. The
// builds here are small stand-ins written by the test, so every expected name is known; the browser
// test (e2e/tests/preload.spec.ts) checks the real builds use every preload.

let gateway: RunningInstance;
let dir: string;

function writeJson(file: string, value: unknown) {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
}

function release(cdn: string, remote: string, version: string, chunk: string) {
  writeJson(join(cdn, remote, version, 'mf-manifest.json'), {
    metaData: { name: remote, pluginVersion: '2.9.2', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'lifecycles', assets: { js: { sync: [`__federation_expose_lifecycles.${chunk}.js`], async: ['never-preloaded.js'] } } }],
  });
  writeJson(join(cdn, remote, version, 'preload-manifest.json'), {
    startup: [`__federation_expose_lifecycles.${chunk}.js`, `split.${chunk}.js`],
    startupShared: ['react', '@tanstack/react-query'],
    shared: { react: [`react-fallback.${chunk}.js`], '@tanstack/react-query': [`query.${chunk}.js`] },
    locales: { en: [`en.${chunk}.js`], de: [`de.${chunk}.js`], sv: [`sv.${chunk}.js`] },
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rdv-preload-'));
  const shellDir = join(dir, 'shell');
  const cdnDir = join(dir, 'cdn');
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(
    join(shellDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>x</title><meta name="rdv-settings-slot" /><script defer src="/shell/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeJson(join(shellDir, 'preload-manifest.json'), {
    entry: ['main.js'],
    startup: ['react.s.js', 'bootstrap.s.js'],
    startupShared: ['react'],
    shared: { react: ['react.s.js'], 'react-dom': ['react-dom.s.js'] },
    locales: { en: ['common-en.s.js'], de: ['common-de.s.js'], sv: ['common-sv.s.js'] },
  });
  release(cdnDir, 'mfe-landers', '0.1.0-aaaa', 'l');
  release(cdnDir, 'mfe-members', '0.1.0-bbbb', 'm');
  writeJson(join(cdnDir, 'releases.json'), {
    remotes: { 'mfe-landers': { current: '0.1.0-aaaa', history: [] }, 'mfe-members': { current: '0.1.0-bbbb', history: [] } },
  });
  gateway = await startExtraGateway({ SHELL_DIR: shellDir, CDN_DIR: cdnDir, CDN_ORIGIN: '' });
});

afterAll(async () => {
  await gateway?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${gateway.url}${path}`, { headers });
  const html = await response.text();
  const links = [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"( crossorigin="anonymous")? \/>/g)].map(
    ([, as, href, cors]) => `${as}${cors ? '+cors' : ''} ${href}`,
  );
  const remotes = JSON.parse(/<script id="rdv-remotes" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');
  const lang = /<html lang="([^"]+)">/.exec(html)?.[1];
  return { status: response.status, links, remotes, lang };
}

describe('page HTML names what its path needs', () => {
  it('a visitor on / gets the shell’s start and the landers’ start in their browser’s language, and nothing of another remote', async () => {
    const result = await page('/', { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' });
    expect(result.status).toBe(200);
    expect(result.lang).toBe('de');
    expect(result.links).toEqual([
      'script /shell/main.js',
      'script /shell/react.s.js',
      'script /shell/bootstrap.s.js',
      'script /shell/common-de.s.js',
      'script /cdn/mfe-landers/0.1.0-aaaa/remoteEntry.js',
      'script /cdn/mfe-landers/0.1.0-aaaa/__federation_expose_lifecycles.l.js',
      'script /cdn/mfe-landers/0.1.0-aaaa/split.l.js',
      // react comes from the shell's copy (already named); react-query, which the shell does not provide, from the remote's own
      'script /cdn/mfe-landers/0.1.0-aaaa/query.l.js',
      'script /cdn/mfe-landers/0.1.0-aaaa/de.l.js',
    ]);
  });

  it('a member’s profile names the members remote, in the locale cookie’s language over the browser’s', async () => {
    const result = await page('/members/12', { 'accept-language': 'de', cookie: 'locale=sv' });
    expect(result.lang).toBe('sv');
    expect(result.links.filter((link) => link.includes('/cdn/'))).toEqual([
      'script /cdn/mfe-members/0.1.0-bbbb/remoteEntry.js',
      'script /cdn/mfe-members/0.1.0-bbbb/__federation_expose_lifecycles.m.js',
      'script /cdn/mfe-members/0.1.0-bbbb/split.m.js',
      'script /cdn/mfe-members/0.1.0-bbbb/query.m.js',
      'script /cdn/mfe-members/0.1.0-bbbb/sv.m.js',
    ]);
    expect(result.links).toContain('script /shell/common-sv.s.js');
  });

  it('inlines the live manifest, the same one /api/remotes.json answers, so the shell need not ask for it', async () => {
    const result = await page('/');
    const api = await (await fetch(`${gateway.url}/api/remotes.json`)).json();
    expect(result.remotes).toEqual(api);
    expect(result.remotes.remotes.map((r: { name: string }) => r.name)).toEqual(['mfe-landers', 'mfe-members']);
    // The shell's runtime loads each release by its entry, beside its manifest.
    expect(result.remotes.remotes[0]).toMatchObject({
      manifestUrl: '/cdn/mfe-landers/0.1.0-aaaa/mf-manifest.json',
      entryUrl: '/cdn/mfe-landers/0.1.0-aaaa/remoteEntry.js',
    });
  });

  it('a path whose remote is not released, or that no remote owns, names only the shell’s files', async () => {
    // A path no remote owns is the shell's not-found page, answered 404 (gateway page-status.ts).
    for (const [path, status] of [
      ['/chats', 200],
      ['/no-such-page', 404],
    ] as const) {
      const result = await page(path, { 'accept-language': 'ja' });
      expect(result.status).toBe(status);
      expect(result.lang).toBe('en');
      expect(result.links).toEqual(['script /shell/main.js', 'script /shell/react.s.js', 'script /shell/bootstrap.s.js', 'script /shell/common-en.s.js']);
    }
  });
});
