import type { Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CLIENT_HEADERS, expect, logInAsPremiumMember, PREMIUM_MEMBER, test } from './fixtures';

/** What GET /api/remotes.json says of a remote (shared/contracts RemoteRelease; the e2e project imports no app code). */
interface RemoteRelease {
  name: string;
  version: string;
  entryUrl: string;
  integrity?: string;
  /** only in the page's inlined manifest: the hashes of the page's own files of its remote */
  files?: Record<string, string>;
}

// ADR 0017 §6, integrity fail-closed: a released file changed on the CDN after publishing (one byte) is
// refused by the browser, never run; its area shows the fallback with its retry, without a reload, and the
// rest of the site keeps working.

const cdnDir = () => process.env.RDV_CDN_DIR!;

/**
 * Changes one byte of a published file, as someone with write access to the CDN would, with its brotli and
 * gzip twins made from the changed bytes (the gateway serves the twin the browser accepts). Returns the
 * restore, which puts the three files back exactly.
 */
function tamper(file: string, change: (text: string) => string): () => void {
  const twins = [file, `${file}.br`, `${file}.gz`];
  const originals = twins.map((path) => readFileSync(path));
  const changed = Buffer.from(change(originals[0].toString('utf8')));
  expect(changed.length).toBe(originals[0].length);
  expect(changed.filter((byte, i) => byte !== originals[0][i]).length).toBe(1);
  writeFileSync(file, changed);
  writeFileSync(`${file}.br`, brotliCompressSync(changed));
  writeFileSync(`${file}.gz`, gzipSync(changed));
  return () => twins.forEach((path, i) => writeFileSync(path, originals[i]));
}

/** The folder of a remote's live version (the gateway's manifest names it) and the manifest's entry for it. */
async function liveRelease(page: Page, remote: string) {
  const manifest = (await (await page.request.get('/api/remotes.json')).json()) as { remotes: RemoteRelease[] };
  const release = manifest.remotes.find((r) => r.name === remote)!;
  return { release, dir: join(cdnDir(), remote, release.version) };
}

/** The chunk files the remote's exposed lifecycles load first (its mf-manifest.json), with the one holding its lifecycles. */
function lifecyclesChunk(dir: string): string {
  const federation = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as {
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const files = federation.exposes.find((expose) => expose.name === 'lifecycles')!.assets.js.sync;
  return files.find((file) => readFileSync(join(dir, file), 'utf8').includes('createRemoteLifecycles'))!;
}

/** The chunk ids a file registers when it runs: `(self.webpackChunk<name> ||= []).push([[ids], …])`. */
function chunkIdsOf(text: string): number[] {
  return JSON.parse(/\.push\(\[(\[[^\]]*\])/.exec(text)![1]) as number[];
}

test('one byte changed in a released chunk: the area shows its fallback, the chunk never runs, no reload, and the rest of the site works', async ({ page }) => {
  await logInAsPremiumMember(page);
  const { release, dir } = await liveRelease(page, 'mfe-chat');
  expect(release.integrity).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
  const chunk = lifecyclesChunk(dir);
  const ids = chunkIdsOf(readFileSync(join(dir, chunk), 'utf8'));
  // Still valid JavaScript (the directive is just a string then): without integrity the browser would run it.
  const restore = tamper(join(dir, chunk), (text) => text.replace('"use strict"', '"use stricT"'));
  try {
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/chats');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

    // Nothing of the changed file ran: its chunk ids never reached the remote's chunk registry.
    const registered = await page.evaluate(() =>
      ((window as unknown as { webpackChunkmfe_chat?: Array<[number[]]> }).webpackChunkmfe_chat ?? []).flatMap(([chunkIds]) => chunkIds),
    );
    for (const id of ids) expect(registered).not.toContain(id);
    // The fallback stays: the file is still there, so a reload would not help and none happens.
    await page.waitForTimeout(1_500);
    expect(loads).toBe(1);
    await expect(fallback).toBeVisible();

    // The rest of the site works: the members' search, another remote.
    await page.getByRole('link', { name: 'Search members' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();
  } finally {
    restore();
  }
  // Put right, the same release loads again. The browser keeps what it downloaded (immutable for a year), the
  // changed bytes too: a browser that met them needs a new release (a new address) or an empty cache.
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  await page.goto('/chats');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
});

test('one byte changed in a released remoteEntry.js: the area shows its fallback and the entry never runs; another area works', async ({ page }) => {
  await logInAsPremiumMember(page);
  const { release, dir } = await liveRelease(page, 'mfe-payments');
  expect(release.integrity).toMatch(/^sha256-/);
  const restore = tamper(join(dir, 'remoteEntry.js'), (text) => text.replace('"use strict"', '"use stricT"'));
  try {
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/premium');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    // The entry would define the container's global (var mfe_payments) as it runs: it never did.
    expect(await page.evaluate(() => 'mfe_payments' in window)).toBe(false);
    await page.waitForTimeout(1_500);
    expect(loads).toBe(1);

    await page.getByRole('link', { name: 'Search members' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();
  } finally {
    restore();
  }
});

test('a chunk whose hash neither the page nor the gateway knows is refused, never downloaded or run: the area shows its fallback', async ({ page }) => {
  await logInAsPremiumMember(page);
  const { release, dir } = await liveRelease(page, 'mfe-chat');
  const chunk = lifecyclesChunk(dir);
  const ids = chunkIdsOf(readFileSync(join(dir, chunk), 'utf8'));
  const withoutChunk = new RegExp(`"${chunk.replace(/[.]/g, '\\.')}":"sha256-[^"]+",?`, 'g');
  // The page as if its plan had no hash for the chunk (nor a preload of it), and the release's table without it.
  await page.route('**/chats', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(withoutChunk, '').replace(new RegExp(`<link rel="preload"[^>]*/${chunk.replace(/[.]/g, '\\.')}"[^>]*>`), '');
    await route.fulfill({ response, body: html });
  });
  let tableAsked = 0;
  await page.route(`**/api/integrity/mfe-chat/**`, async (route) => {
    tableAsked += 1;
    const table = (await (await route.fetch()).json()) as Record<string, string>;
    expect(table[chunk]).toMatch(/^sha256-/);
    delete table[chunk];
    await route.fulfill({ json: table });
  });
  // GETs only: the shell asks for a failed chunk's file with a HEAD (is it gone after a release?).
  const requested: string[] = [];
  page.on('request', (request) => request.method() === 'GET' && requested.push(request.url()));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/chats');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  expect(tableAsked).toBeGreaterThan(0);
  // The entry was loaded (its own hash is known) but the chunk was never fetched, so nothing of it ran.
  expect(requested.some((url) => url.endsWith(release.entryUrl))).toBe(true);
  expect(requested.filter((url) => url.endsWith(`/${chunk}`))).toEqual([]);
  const registered = await page.evaluate(() =>
    ((window as unknown as { webpackChunkmfe_chat?: Array<[number[]]> }).webpackChunkmfe_chat ?? []).flatMap(([chunkIds]) => chunkIds),
  );
  for (const id of ids) expect(registered).not.toContain(id);
  await page.waitForTimeout(1_000);
  expect(loads).toBe(1);

  // With the gateway's real answer, the chunk the page named no hash for is loaded checked.
  await page.unrouteAll({ behavior: 'wait' });
  await page.route('**/chats', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(withoutChunk, '') });
  });
  await page.goto('/chats');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
});

test('the page preloads a remote’s files with the integrity and CORS mode its scripts use, so each is downloaded once', async ({ page }) => {
  await logInAsPremiumMember(page);
  const { release } = await liveRelease(page, 'mfe-chat');
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/cdn/mfe-chat/')) requested.push(request.url());
  });
  const html = await (await page.request.get('/chats')).text();
  expect(html).toContain(`<link rel="preload" as="script" href="${release.entryUrl}" integrity="${release.integrity}" crossorigin="anonymous" />`);
  await page.goto('/chats');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.length).toBeGreaterThan(1);
  expect(requested.filter((url, i) => requested.indexOf(url) !== i)).toEqual([]);
});

/**
 * What integrity costs a first visit (issue 32's figure, goal <= 1 KB): the page's HTML and the owning remote's
 * remoteEntry.js as the browser received them (bytes on the wire, empty cache), against the same responses
 * without the integrity parts (the manifest's `integrity` and `files`, the preloads' `integrity`/`crossorigin`,
 * the entry runtime's chunk check and its two attribute statements), compressed as they were sent, plus any
 * integrity table the page's runtime fetched from the gateway. The shell's plugin is counted apart.
 */
test('the bytes integrity adds to a first visit: a member’s /members and a visitor’s lander', async ({ browser, baseURL }) => {
  const { brotliCompressSync: brotli, constants } = await import('node:zlib');
  const br = (text: string) => brotli(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const rows: string[] = [];
  for (const { path, member, remote } of [
    { path: '/members', member: true, remote: 'mfe-members' },
    { path: '/landers/gallery', member: false, remote: 'mfe-landers' },
  ]) {
    const context = await browser.newContext({ baseURL });
    await context.addInitScript(() => {
      window.localStorage.setItem('rdv:site-entry-dismissed-at', new Date().toISOString());
      // The first view alone: a like the page may show (a dialog, a lazy chunk named in the gateway's table) depends on
      // what tests before this one did to the demo member; the table's own bytes are measured when a chunk needs it.
      window.sessionStorage.setItem('rdv:auto-like-asked', new Date().toISOString());
    });
    const page = await context.newPage();
    // Logged in through the API: after the login form the shell moves to /members by itself, and that page's
    // late requests (its chunks' table, as a page that named none of them) would be counted for this visit.
    if (member) expect((await context.request.post('/api/user.php', { headers: CLIENT_HEADERS, data: PREMIUM_MEMBER })).ok()).toBe(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const wire = new Map<string, number>();
    const urls = new Map<string, string>();
    cdp.on('Network.responseReceived', ({ requestId, response }) => urls.set(requestId, response.url));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => wire.set(urls.get(requestId) ?? '', encodedDataLength));
    await page.goto(path, { waitUntil: 'networkidle' });
    const html = await (await page.request.get(path)).text();
    const htmlWithout = html
      .replace(/ integrity="sha256-[^"]+" crossorigin="anonymous"/g, '')
      .replace(/,"integrity":"sha256-[^"]+"/g, '')
      .replace(/,"files":\{[^}]*\}/g, '');
    expect(htmlWithout.length).toBeLessThan(html.length);
    const { dir } = await liveRelease(page, remote);
    const entry = readFileSync(join(dir, 'remoteEntry.js'), 'utf8');
    // The chunk check (shared/build-config/chunk-integrity-plugin.js) as terser leaves it: from taking webpack's
    // loader and its hash map to the refusal's last statement; and the two attributes set on each script.
    const entryWithout = entry
      .replace(/,[\w$]+=[\w$]+\.l,[\w$]+=[\w$]+\.sriHashes=\{\}.*?type:"integrity",target:\{src:[\w$]+\}\}\)\}\)\}/s, '')
      .replace(/,[\w$]+\.integrity=[\w$]+\.sriHashes\[[\w$]+\],[\w$]+\.crossOrigin="anonymous"/, '');
    expect(entry.length - entryWithout.length).toBeGreaterThan(700);
    expect(entryWithout).not.toContain('sriHashes');
    const entryOnWire = [...wire].find(([url]) => url.endsWith(`/${remote}/${encodeURIComponent(dir.split('/').pop()!)}/remoteEntry.js`))?.[1] ?? 0;
    const htmlAdded = br(html) - br(htmlWithout);
    const entryAdded = br(entry) - br(entryWithout);
    // The page named the hash of every chunk its first view needs: no table is fetched from the gateway.
    const tables = [...wire].filter(([url]) => url.includes('/api/integrity/'));
    const tableBytes = tables.reduce((sum, [, bytes]) => sum + bytes, 0);
    const added = htmlAdded + entryAdded + tableBytes;
    rows.push(
      `${path}: ${added} B added (HTML ${htmlAdded} B, ${remote} remoteEntry.js ${entryAdded} B of its ${entryOnWire} B on the wire, ${tables.length} integrity tables ${tableBytes} B); all responses ${[...wire.values()].reduce((a, b) => a + b, 0)} B`,
    );
    // Which of the remote's files the page gave no hash for (the entry has its own): what made it ask for a table.
    const inlined = JSON.parse(/<script id="rdv-remotes" type="application\/json">(.*?)<\/script>/s.exec(html)![1]) as { remotes: RemoteRelease[] };
    const named = Object.keys(inlined.remotes.find((release) => release.name === remote)?.files ?? {});
    const unnamed = [...wire.keys()]
      .map((url) => url.split(`/cdn/${remote}/`)[1]?.split('/')[1])
      .filter((file) => file && file !== 'remoteEntry.js' && !named.includes(file));
    rows.push(`  ${remote}'s files the page named no hash for: ${unnamed.join(' ') || 'none'}`);
    // Printed before the checks, so a failed run says which file the page left out.
    console.log(rows.slice(-2).join('\n'));
    expect(tables).toEqual([]);
    expect(added).toBeLessThanOrEqual(1024);
    await context.close();
  }
});
