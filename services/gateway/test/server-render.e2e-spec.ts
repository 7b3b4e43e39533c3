import { startExtraGateway, type RunningInstance } from '@rendezvous/test-kit';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeIntegrity } from '../src/releases/integrity';
import { ReleaseStore } from '../src/releases/release-store';

// Server rendering through the gateway's HTML composition seam (issue 12). The gateway renders a page
// with the server bundle of the owning remote's *live* release: here the real mfe-legal build, released
// through the release store, and stand-in releases written by the test. Releasing or rolling back mfe-legal
// alone changes the HTML; nothing else is rebuilt or restarted.

const root = join(__dirname, '..', '..', '..');
let gateway: RunningInstance;
let dir: string;
let cdnDir: string;
let store: ReleaseStore;
let realVersion: string;

/** A published release of mfe-legal whose server bundle is `source` (its browser files are the real build's). */
async function standIn(version: string, source: string) {
  const target = join(cdnDir, 'mfe-legal', version);
  cpSync(join(root, 'mfe-legal', 'dist'), target, { recursive: true, filter: (file) => !file.endsWith('.map') });
  writeFileSync(join(target, 'server', 'render.js'), source);
  await writeIntegrity(target);
}

/** Makes `version` mfe-legal's live release, the one before kept for a rollback (as a release would). */
async function switchTo(version: string) {
  const pointers = await store.readPointers();
  const before = pointers.remotes['mfe-legal'];
  await store.writePointers({
    ...pointers,
    remotes: { ...pointers.remotes, 'mfe-legal': { current: version, history: before ? [before.current, ...before.history] : [] } },
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rdv-ssr-'));
  cdnDir = join(dir, 'cdn');
  mkdirSync(cdnDir, { recursive: true });
  store = new ReleaseStore({ cdnDir, fallbackShellDir: join(root, 'shell', 'dist') });
  const staging = await store.newStagingDir();
  cpSync(join(root, 'mfe-legal', 'dist'), staging, { recursive: true });
  realVersion = (await store.publishVersion('mfe-legal', staging, { who: 'server render test', packageVersion: '0.1.0' })).version;
  await standIn(
    '9.9.9-standin',
    "exports.render = async (request) => ({ html: '<p>release 9.9.9 renders ' + request.url + '</p>', state: {}, status: 200, hydrate: true });",
  );
  await standIn('9.9.9-broken', "exports.render = async () => { throw new Error('this release cannot render'); };");
  await standIn('9.9.9-slow', 'exports.render = () => new Promise(() => undefined);');
  gateway = await startExtraGateway({ CDN_DIR: cdnDir, CDN_ORIGIN: '' });
});

afterAll(async () => {
  await gateway?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${gateway.url}${path}`, { headers });
  const html = await response.text();
  // #root is the body's last element on a server-rendered page; the shell's <noscript> line follows it elsewhere.
  const rootMarkup = /<div id="root">(.*?)<\/div>\s*(?:<noscript>|<\/body>)/s.exec(html)?.[1] ?? '';
  const state = JSON.parse(/<script id="rdv-ssr-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');
  return { status: response.status, html, rootMarkup, state, title: /<title>(.*?)<\/title>/.exec(html)?.[1] };
}

describe('server-rendered legal pages', () => {
  it("arrive with their text in the page, in the visitor's language, with the answer the render used for hydration", async () => {
    const company = (await (await fetch(`${gateway.url}/api/companyinfo.php`)).json()) as { kvk: string };
    const result = await page('/pages/service', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(result.status).toBe(200);
    expect(result.html).toContain('<html lang="de">');
    expect(result.rootMarkup).toContain(
      '<div data-remote-slot="mfe-legal" data-ssr="mfe-legal"><section class="rdv-screen rdv-container"><article class="rdv-prose" lang="de" data-legal-page="service"><h1>Kundenservice',
    );
    expect(result.rootMarkup).toContain(company.kvk);
    // readable with scripts off, so without the shell's "needs JavaScript" line
    expect(result.html).not.toContain('<noscript>');
    expect(result.title).toBe('Kundenservice und Kontakt');
    expect(result.state.remote).toBe('mfe-legal');
    expect(JSON.stringify(result.state.state)).toContain('"page":"service"');
  });

  it('a {token} link from a mail renders its page; an unknown token is the 404 page with status 404', async () => {
    const known = await page('/NoSuchToken0000000000');
    expect(known.status).toBe(404);
    expect(known.rootMarkup).toContain('This page could not be found');
    expect(known.rootMarkup).not.toContain('data-ssr');
  });

  it('paths the remote leaves to the browser, and paths of remotes without a server bundle, get the empty root as before', async () => {
    for (const path of ['/complaints', '/members', '/no/such/page']) {
      const result = await page(path);
      // a path no remote owns is the shell's 404 page, answered with its status (page-status.ts)
      expect(result.status).toBe(path === '/no/such/page' ? 404 : 200);
      expect(result.rootMarkup).toBe('');
      expect(result.state).toBeNull();
      expect(result.html).toContain('<noscript>');
    }
  });

  it('a release of mfe-legal alone changes the server HTML, and a rollback changes it back', async () => {
    await switchTo('9.9.9-standin');
    expect((await page('/pages/terms?x=1')).rootMarkup).toContain('<p>release 9.9.9 renders /pages/terms?x=1</p>');
    await store.rollback('mfe-legal', { who: 'server render test' });
    const back = await page('/pages/terms');
    expect(back.rootMarkup).toContain('data-legal-page="terms"');
    expect(back.rootMarkup).not.toContain('release 9.9.9');
  });

  it('a release whose render throws or hangs still serves the page, for the browser to render', async () => {
    for (const version of ['9.9.9-broken', '9.9.9-slow']) {
      await switchTo(version);
      const started = Date.now();
      const result = await page('/pages/terms');
      expect(result.status).toBe(200);
      expect(result.rootMarkup).toBe('');
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    await switchTo(realVersion);
  });

  it("never serves a release's server bundle to a browser", async () => {
    const response = await fetch(`${gateway.url}/cdn/mfe-legal/${encodeURIComponent(realVersion)}/server/render.js`);
    expect(response.status).toBe(404);
    const entry = await fetch(`${gateway.url}/cdn/mfe-legal/${encodeURIComponent(realVersion)}/remoteEntry.js`);
    expect(entry.status).toBe(200);
  });
});
