import { request as playwrightRequest, type Browser, type BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { buildVariant, deploy, editJson, releaseCli, releases, type VariantBuild } from './release-kit';

// ADR 0017 §7: `npm run deploy -- mfe-landers --canary 10` sends a new version to a sticky 10 % of visitors,
// and a canary whose mount throws is rolled back by the gateway by itself. mfe-landers owns the home page,
// which visitors reach without logging in and which the server renders: the canary's version must be the
// one the server renders with and the browser loads, for the same visitor, on every reload.

const CANARY_TITLE = 'Meet singles near you, says the canary';
const HOME_TITLE = 'Meet singles near you';
const canaryVersionIn = (output: string) => /✔ mfe-landers (\S+) is the canary for 10 % of visitors/.exec(output)?.[1] ?? '';

interface LandersPointer {
  current: string;
  canary?: { version: string; percent: number };
}
const landersPointer = async () => (await releases()).pointers.remotes as Record<string, LandersPointer>;

/** The mfe-landers entry of a page's inlined manifest. */
function landersOf(html: string): { version: string; cohort: string } {
  const manifest = JSON.parse(/<script id="rdv-remotes" type="application\/json">(.*?)<\/script>/s.exec(html)![1]) as {
    remotes: Array<{ name: string; version: string; cohort: string }>;
  };
  return manifest.remotes.find((release) => release.name === 'mfe-landers')!;
}

/** A browser of the given cohort (the cookie the gateway would have set), recording every file it asks for. */
async function browserOfCohort(browser: Browser, baseURL: string, cohort: number): Promise<{ context: BrowserContext; urls: string[] }> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => window.localStorage.setItem('rdv:site-entry-dismissed-at', new Date().toISOString()));
  await context.addCookies([{ name: 'rdv_cohort', value: String(cohort), url: baseURL }]);
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return { context, urls };
}

test.describe.configure({ mode: 'serial' });

const variants: VariantBuild[] = [];
test.afterAll(() => variants.forEach((variant) => variant.remove()));

test('a 10 % canary reaches about 10 % of 200 fresh visitors, each keeps it on reload, in the server HTML and the files the shell loads', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const stable = (await landersPointer())['mfe-landers'].current;
  const variant = buildVariant(
    'mfe-landers',
    [editJson<{ home_page: { title: string } }>('src/locales/en/landers.json', (catalogue) => (catalogue.home_page.title = CANARY_TITLE))],
    'canary',
  );
  variants.push(variant);
  const canary = canaryVersionIn(deploy('mfe-landers', { dist: variant.dist, canary: 10 }));
  expect(canary).not.toBe('');
  try {
    const cohorts = { canary: [] as number[], stable: [] as number[] };
    for (let visitor = 0; visitor < 200; visitor += 1) {
      // A fresh cookie jar: a first visit.
      const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'en' } });
      const first = await (await context.get('/')).text();
      const cookie = (await context.storageState()).cookies.find((c) => c.name === 'rdv_cohort');
      expect(cookie?.value).toMatch(/^\d{1,2}$/);
      const entry = landersOf(first);
      expect(entry.version).toBe(entry.cohort === 'canary' ? canary : stable);
      // The server rendered with the version the browser will hydrate.
      expect(first).toContain(`<h1>${entry.cohort === 'canary' ? CANARY_TITLE : HOME_TITLE}</h1>`);
      // A reload keeps the cohort and its version.
      expect(landersOf(await (await context.get('/')).text())).toEqual(entry);
      cohorts[entry.cohort as 'canary' | 'stable'].push(Number(cookie!.value));
      await context.dispose();
    }
    const share = cohorts.canary.length / 200;
    console.log(`canary share of 200 fresh visitors: ${(share * 100).toFixed(1)} %`);
    expect(share).toBeGreaterThanOrEqual(0.05);
    expect(share).toBeLessThanOrEqual(0.15);

    // Real browsers: the canary visitor's shell loads the canary's files and keeps them on reload; the
    // stable visitor's never asks for one.
    const onCanary = await browserOfCohort(browser, baseURL!, cohorts.canary[0]);
    const onStable = await browserOfCohort(browser, baseURL!, cohorts.stable[0]);
    try {
      for (const { context, urls } of [onCanary, onStable]) {
        const page = await context.newPage();
        const isCanary = context === onCanary.context;
        for (const load of ['first', 'reload']) {
          urls.length = 0;
          if (load === 'first') await page.goto('/');
          else await page.reload();
          await expect(page.getByRole('heading', { level: 1, name: isCanary ? CANARY_TITLE : HOME_TITLE, exact: true })).toBeVisible();
          // The remote's entry, whatever else the shell loads of it.
          await expect.poll(() => urls.some((url) => url.includes(`/cdn/mfe-landers/${isCanary ? canary : stable}/remoteEntry.js`))).toBe(true);
          expect(urls.filter((url) => url.includes(`/cdn/mfe-landers/${isCanary ? stable : canary}/`))).toEqual([]);
        }
      }
    } finally {
      await onCanary.context.close();
      await onStable.context.close();
    }
  } finally {
    const ended = releaseCli(['rollback', 'mfe-landers', '--canary']);
    expect(ended.output).toMatch(/canary .* is rolled back; everyone is on /);
  }
});

test('a canary that throws on mount is rolled back by the gateway by itself, and the stable cohort never loads it', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const stable = (await landersPointer())['mfe-landers'].current;
  const variant = buildVariant(
    'mfe-landers',
    [
      {
        file: 'src/lifecycles.ts',
        change: (text) =>
          text.replace(
            'export const { bootstrap, mount, unmount } = lifecycles;',
            "export const { bootstrap, unmount } = lifecycles;\nexport const mount = async (): Promise<void> => {\n  throw new Error('this canary cannot mount');\n};",
          ),
      },
    ],
    'broken-canary',
  );
  variants.push(variant);
  const broken = canaryVersionIn(deploy('mfe-landers', { dist: variant.dist, canary: 10 }));
  expect(broken).not.toBe('');
  // Cohorts on either side of this canary, as /api/remotes.json assigns them.
  const cohortsOn = async (wanted: string) => {
    for (let cohort = 0; cohort < 100; cohort += 1) {
      const manifest = (await (await fetch(`${baseURL}/api/remotes.json`, { headers: { cookie: `rdv_cohort=${cohort}` } })).json()) as {
        remotes: Array<{ name: string; cohort: string }>;
      };
      if (manifest.remotes.find((release) => release.name === 'mfe-landers')?.cohort === wanted) return cohort;
    }
    throw new Error(`no cohort on the ${wanted} release`);
  };
  const onStable = await browserOfCohort(browser, baseURL!, await cohortsOn('stable'));
  const onCanary = await browserOfCohort(browser, baseURL!, await cohortsOn('canary'));
  try {
    // A stable visitor browses while the canary is live.
    const stablePage = await onStable.context.newPage();
    await stablePage.goto('/');
    await expect(stablePage.getByRole('heading', { level: 1, name: HOME_TITLE, exact: true })).toBeVisible();

    // Canary visitors open the home page: each mount throws, the server's page stays readable.
    const canaryPage = await onCanary.context.newPage();
    const mountErrors: number[] = [];
    canaryPage.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('mfe-landers failed to mount')) mountErrors.push(Date.now());
    });
    await canaryPage.goto('/');
    await expect.poll(() => mountErrors.length).toBe(1);
    await expect(canaryPage.getByRole('heading', { level: 1, name: HOME_TITLE, exact: true })).toBeVisible();
    expect(onCanary.urls.some((url) => url.includes(`/cdn/mfe-landers/${broken}/`))).toBe(true);
    // Nobody acts: reloads of the canary visitor (each a new failure) until the gateway has taken the canary away.
    let pointer = (await landersPointer())['mfe-landers'];
    while (pointer.canary && Date.now() - mountErrors[0] < 60_000) {
      await canaryPage.reload();
      await canaryPage.waitForTimeout(500);
      pointer = (await landersPointer())['mfe-landers'];
    }
    expect(pointer).toMatchObject({ current: stable });
    expect(pointer.canary).toBeUndefined();

    const entry = (await releases()).log.find((line) => line.action === 'canary-rollback' && line.to === stable && line.from === broken);
    expect(entry).toMatchObject({ who: 'canary-judge', app: 'mfe-landers' });
    expect(String(entry!.why)).toMatch(/^canary failed [3-9] of [3-9] mounts \(100 %\), stable \d+ of \d+ \(0 %\); rule: at least 3 failures/);
    const seconds = (Date.parse(String(entry!.at)) - mountErrors[0]) / 1000;
    console.log(`broken canary: first mount error to automatic rollback ${seconds.toFixed(1)} s (${mountErrors.length} failed mounts seen in the browser)`);
    expect(seconds).toBeLessThanOrEqual(60);

    // The canary visitor is back on the stable release; the stable visitor never asked for a canary file.
    await canaryPage.reload();
    await expect.poll(() => onCanary.urls.some((url) => url.includes(`/cdn/mfe-landers/${stable}/remoteEntry.js`))).toBe(true);
    await stablePage.reload();
    await expect(stablePage.getByRole('heading', { level: 1, name: HOME_TITLE, exact: true })).toBeVisible();
    expect(onStable.urls.filter((url) => url.includes(`/cdn/mfe-landers/${broken}/`))).toEqual([]);
  } finally {
    await onCanary.context.close();
    await onStable.context.close();
    // Should the judge have failed, the next test must not meet this canary.
    if ((await landersPointer())['mfe-landers'].canary) releaseCli(['rollback', 'mfe-landers', '--canary']);
  }
});
