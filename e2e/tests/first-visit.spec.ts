import { measureFirstVisit, measureSwitch, reportFederationOverhead, reportFirstVisit } from '@rendezvous/platform-tools/first-visit-bench';
import { join } from 'node:path';
import { CLIENT_HEADERS, expect, PREMIUM_MEMBER, test } from './fixtures';

// The first-visit benchmark at its smoke size (issue 13; full size: node bench/first-visit.mjs): one
// unthrottled visit to `/` with an empty cache, measured on the wire as the browser received it.

test('a first visit to / downloads its scripts compressed (brotli), and the measurement works end to end', async ({ browser, baseURL }) => {
  const result = await measureFirstVisit({ browser, baseUrl: new URL(baseURL ?? '').origin, path: '/' });
  console.log(reportFirstVisit([result]));
  expect(result.jsFiles).toBeGreaterThan(3);
  // Every script came as its brotli twin, but one that brotli could not make a tenth smaller (under 1 KB).
  for (const script of result.scripts) {
    if (script.encoding !== 'br') expect({ ...script, bytes: script.bytes < 2_000 }).toEqual({ ...script, bytes: true });
  }
  expect(result.jsEncodings.br).toBeGreaterThan(3);
  expect(result.allBytes).toBeGreaterThan(result.jsBytes);
  expect(result.lcpMs).toBeGreaterThan(0);
});

test('switching from /members to /chats and back is measured from the click to the painted heading', async ({ browser, baseURL }) => {
  const times = await measureSwitch({ browser, baseUrl: new URL(baseURL ?? '').origin, member: PREMIUM_MEMBER, rounds: 2 });
  console.log(`/members → /chats: ${times.join(', ')} ms`);
  expect(times).toHaveLength(2);
  for (const ms of times) expect(ms).toBeGreaterThan(0);
});

test('the monolith build of the same screens renders the home page and a member’s search, and the overhead is reported', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  // Loaded as Node loads it (like global-setup's platform tools): the module is ESM that starts processes.
  const { startMonolith } = await import('@rendezvous/platform-tools/monolith-build');
  const monolith = await startMonolith({
    root: join(__dirname, '..', '..'),
    gatewaySettings: JSON.parse(process.env.RDV_GATEWAY_SETTINGS ?? '{}'),
    cdnDir: process.env.RDV_CDN_DIR!,
  });
  try {
    // The same screens, with no federation runtime on the page.
    const context = await browser.newContext({ baseURL: monolith.baseUrl });
    const page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem('rdv:site-entry-dismissed-at', new Date().toISOString()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeVisible();
    expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);
    expect((await context.request.post('/api/user.php', { headers: CLIENT_HEADERS, data: PREMIUM_MEMBER })).ok()).toBe(true);
    await page.goto('/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();
    await context.close();

    const rows = [];
    for (const path of ['/', '/members']) {
      const member = path === '/members' ? PREMIUM_MEMBER : null;
      const federated = await measureFirstVisit({ browser, baseUrl: new URL(baseURL ?? '').origin, path, member });
      rows.push({ federated, monolith: await measureFirstVisit({ browser, baseUrl: monolith.baseUrl, path, member }) });
    }
    console.log(reportFederationOverhead(rows));
    for (const { monolith: m } of rows) expect(m.jsBytes).toBeGreaterThan(10_000);
  } finally {
    await monolith.stop();
  }
});
