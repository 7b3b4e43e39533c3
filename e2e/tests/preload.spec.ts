import type { Browser } from '@playwright/test';
import { CLIENT_HEADERS, expect, PREMIUM_MEMBER, test } from './fixtures';

// The page's HTML names what its path needs (issue 13, services/gateway/src/web/preload-links.ts), from
// the real builds: every script a start loads is named up front, and nothing named goes unused (Chromium
// says so in the console a few seconds after the load event).

async function visit(browser: Browser, baseURL: string, path: string, { locale = 'en-US', member = false } = {}) {
  const context = await browser.newContext({ baseURL, locale });
  await context.addInitScript(() => {
    window.localStorage.setItem('rdv:site-entry-dismissed-at', new Date().toISOString());
    window.sessionStorage.setItem('rdv:auto-like-asked', new Date().toISOString());
  });
  if (member) expect((await context.request.post('/api/user.php', { headers: CLIENT_HEADERS, data: PREMIUM_MEMBER })).ok()).toBe(true);
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    // web-vitals is fetched after the page has loaded, on purpose (shell/src/telemetry): not part of the start.
    if (/\/web-vitals\.[0-9a-f]+\.js$/.test(file)) return;
    if (/\.js$|mf-manifest\.json$/.test(file)) loaded.add(file);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Chromium reports a preload that nothing used about three seconds after the load event.
  await page.waitForTimeout(3_500);
  const preloaded = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=preload]'), (link) => new URL(link.href).pathname),
  );
  const lang = await page.evaluate(() => document.documentElement.lang);
  await context.close();
  return { loaded: [...loaded], preloaded, warnings, lang };
}

test('a visitor’s first visit to a page the browser renders: every script of the start is named in the HTML, and every named file is used', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  for (const [path, remote, locale] of [
    ['/login', 'mfe-signup', 'de-DE'],
    ['/signup', 'mfe-signup', 'en-GB'],
  ] as const) {
    const result = await visit(browser, baseURL!, path, { locale });
    expect(result.lang).toBe(locale.slice(0, 2));
    expect(result.warnings).toEqual([]);
    expect(result.loaded.filter((file) => !result.preloaded.includes(file))).toEqual([]);
    expect(result.preloaded.filter((file) => !result.loaded.includes(file))).toEqual([]);
    // Only the owning remote's files: another remote's would be bytes the path does not use.
    const remotes = new Set(result.preloaded.filter((file) => file.startsWith('/cdn/')).map((file) => file.split('/')[2]));
    expect([...remotes]).toEqual([remote]);
    // The shell starts from its entry, its two start files and the locale's two catalogues, not one file
    // per shared library (shared/build-config/webpack-app.js, shellStartGroups).
    // The live shell's files are under its release's folder, /shell/<version>/ (docs/releasing.md).
    const shellScripts = result.loaded
      .filter((file) => file.startsWith('/shell/'))
      .map((file) =>
        file
          .replace(/^\/shell\/\d+\.\d+\.\d+-[0-9a-f]{10}\//, '/shell/')
          .replace(/\.[0-9a-f]{10}\.js$/, '')
          .replace(/^\/shell\/\d+$/, 'catalogue'),
      );
    expect(shellScripts.sort()).toEqual(['/shell/main.js', '/shell/start', '/shell/start-libraries', 'catalogue', 'catalogue']);
    // The runtime loads a remote by its entry: no round trip for its mf-manifest.json first.
    expect(result.loaded.filter((file) => file.endsWith('/mf-manifest.json'))).toEqual([]);
  }
});

test('a page the server rendered preloads no script: its content and images come first, the shell after its load (issue 12)', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  for (const path of ['/', '/pages/terms', '/landers/gallery']) {
    const result = await visit(browser, baseURL!, path);
    // images may be preloaded (React names the first photos of a page), scripts not
    expect(result.preloaded.filter((file) => /\.js$|mf-manifest\.json$/.test(file))).toEqual([]);
    expect(result.warnings).toEqual([]);
    // the shell still came, after the page's load, and with it the owning remote
    expect(result.loaded.some((file) => /^\/shell\/\d+\.\d+\.\d+-[0-9a-f]{10}\/main\.js$/.test(file))).toBe(true);
    expect(result.loaded.some((file) => file.startsWith('/cdn/'))).toBe(true);
  }
});

test('a member’s /members: the members remote is named up front and nothing named goes unused', async ({ browser, baseURL }) => {
  const result = await visit(browser, baseURL!, '/members', { member: true });
  expect(result.warnings).toEqual([]);
  expect(result.preloaded.some((file) => /^\/cdn\/mfe-members\/[^/]+\/remoteEntry\.js$/.test(file))).toBe(true);
  expect(result.preloaded.filter((file) => !result.loaded.includes(file))).toEqual([]);
});
