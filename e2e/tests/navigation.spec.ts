import { CLIENT_HEADERS, expect, PREMIUM_MEMBER, test, type Page } from './fixtures';

/** A marker on window survives client-side navigation and is lost on any document reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __rdvDocument: string }).__rdvDocument = 'first-load'));
}
async function sameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __rdvDocument?: string }).__rdvDocument === 'first-load');
}

test('moves between areas without reloading the document, on one history', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();
  await markDocument(page);

  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

  await page.getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();

  await page.getByRole('link', { name: 'Search members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();

  await page.getByRole('link', { name: 'Get Premium' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Become premium' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  // Back and forward cross the areas through the one browser history.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('leaving a server-rendered page before its area has loaded leaves none of it under the next page', async ({ page }) => {
  // The landers' files are held back: the shell has taken over the home's server markup, its remote not yet mounted.
  let releaseLanders: () => void = () => undefined;
  const landersHeld = new Promise<void>((resolve) => (releaseLanders = resolve));
  await page.route('**/cdn/mfe-landers/**', async (route) => {
    await landersHeld;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('.rdv-slot-host [data-ssr="mfe-landers"]')).toHaveCount(1);

  // The member leaves for the login page while the landers' files are still on the way; single-spa
  // finishes that load first, finds the landers no longer wanted and does not mount them.
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  releaseLanders();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Legal information' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Terms' })).toHaveCount(1);
  // Back home, the landers render afresh.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();
});

test('renders each area in its layout and an unknown path as the 404 page', async ({ page }) => {
  await page.goto('/chats');
  await expect(page.locator('[data-layout="chat"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  await page.goto('/activate/done');
  await expect(page.locator('[data-layout="empty"]')).toBeVisible();

  await page.goto('/this/page/does/not/exist');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();
});

test('downloads React DOM once per page load, whichever remotes are mounted', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();
  for (const [path, title] of [
    ['/login', 'Log in'],
    ['/members', 'Search members'],
    ['/pages/terms', 'Terms and conditions'],
    ['/premium', 'Become premium'],
  ]) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await page.goto('/chats');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  // Each app's mf-manifest.json names the files that hold its copy of react-dom; the live shell's files are
  // under its release's folder (/shell/<version>/), where its main.js came from.
  const shellEntry = scripts.find((path) => /^\/shell\/.*main\.js$/.test(path))!;
  const shellBase = shellEntry.replace(/main\.js$/, '');
  const manifests = [
    `${shellBase}mf-manifest.json`,
    ...((await (await request.get('/api/remotes.json')).json()) as { remotes: { manifestUrl: string }[] }).remotes.map((r) => r.manifestUrl),
  ];
  const reactDomFiles = new Set<string>();
  for (const manifestUrl of manifests) {
    const manifest = (await (await request.get(manifestUrl)).json()) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    const base = new URL(manifestUrl, 'http://x').pathname.replace(/mf-manifest\.json$/, '');
    for (const shared of manifest.shared.filter((s) => s.name === 'react-dom')) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) reactDomFiles.add(`${base}${file}`);
    }
  }
  expect(reactDomFiles.size).toBeGreaterThan(1);

  // Two page loads (the goto to /chats is a second document): React DOM at most once per load.
  const fetched = scripts.filter((path) => reactDomFiles.has(path));
  expect(fetched.length).toBeLessThanOrEqual(2);
  const firstLoad = scripts.slice(0, scripts.lastIndexOf(shellEntry));
  expect(firstLoad.filter((path) => reactDomFiles.has(path))).toHaveLength(1);
});

test("a member's page is drawn as the member's from its first paint, even when the session answers late", async ({ page, context }) => {
  const login = await context.request.post('/api/user.php', { headers: CLIENT_HEADERS, data: PREMIUM_MEMBER });
  expect(login.ok()).toBe(true);
  await context.addInitScript(() => {
    // The entry warning is confirmed by the page fixture; the auto-like modal would cover the page.
    window.sessionStorage.setItem('rdv:auto-like-asked', new Date().toISOString());
    // Whether the visitor's navigation (its Login link) was ever in the page: drawn first and swapped
    // when the session answered, it pushed the member's page down.
    const seen = { visitorNavigation: false };
    (window as unknown as { __rdvSeen: typeof seen }).__rdvSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('a[href="/login"]')) seen.visitorNavigation = true;
    }).observe(document, { childList: true, subtree: true });
  });
  // The page comes without the session (as when the gateway does not keep it: after a restart, say), and
  // the session call answers 400 ms late (a slow network); the catalogue is not held back.
  await page.route('**/members', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(/<script id="rdv-user"[^>]*>.*?<\/script>/s, '') });
  });
  await page.route('**/api/user.php', async (route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto('/members');
  await expect(page.getByRole('link', { name: /^Messages/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __rdvSeen: { visitorNavigation: boolean } }).__rdvSeen.visitorNavigation)).toBe(false);
});

test("a member's page carries their session: the shell draws the member's page without asking user.php first", async ({ page, context }) => {
  const login = await context.request.post('/api/user.php', { headers: CLIENT_HEADERS, data: PREMIUM_MEMBER });
  expect(login.ok()).toBe(true);
  await context.addInitScript(() => window.sessionStorage.setItem('rdv:auto-like-asked', new Date().toISOString()));
  // The gateway keeps a member's user.php answer once it has sent one (the first page asks for it).
  await page.goto('/members');
  await expect(page.getByRole('link', { name: /^Messages/ })).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user.php' && request.method() === 'GET') asked.push(request.url());
  });
  await page.goto('/chats');
  await expect(page.getByRole('link', { name: /^Messages/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  expect(await page.locator('#rdv-user').count()).toBe(1);
  expect(asked).toEqual([]);
});
