// What a first visit costs a visitor, measured in Debian's Chromium on the running platform (issue 13):
// per path, with an empty cache, the bytes that crossed the wire (the browser's own count of each
// response as received, compressed or not: CDP Network.loadingFinished encodedDataLength), JavaScript
// and in all, the number of requests, which encodings the scripts came in, and the page's LCP and CLS;
// with and without a phone's throttling (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, 4x slower CPU,
// the figures Lighthouse's mobile preset uses, applied by DevTools rather than simulated).
// Full size: `npm run bench` (bench/first-visit.mjs). The test command runs one unthrottled path
// (e2e/tests/first-visit.spec.ts), so it never rots.

/** The paths a visitor or member arrives on, and whether the visit is a member's (logged in first). */
export const FIRST_VISIT_PATHS = [
  { path: '/', member: false },
  { path: '/landers/gallery', member: false },
  { path: '/members', member: true },
  { path: '/chats', member: true },
];

export const PHONE_THROTTLING = { latencyMs: 150, downloadKbps: 1_600, uploadKbps: 750, cpuSlowdown: 4 };

export const FIRST_VISIT_GOALS = { homeJsBytes: 110 * 1024, lcpMs: 1_500, cls: 0.05, switchMs: 100, federationOverhead: 0.08 };

/** Largest contentful paint and cumulative layout shift, as the page saw them (web-vitals' definitions). */
function observeVitals() {
  const vitals = { lcp: 0, cls: 0 };
  window.__rdvVitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * A phone's fresh browser context for one measurement: empty cache, the site-entry warning and the
 * auto-like question already answered (either would be the largest paint; what is measured is the page
 * behind them), and a member's session when one is given (the cookie is all the browser keeps).
 */
async function visitContext({ browser, baseUrl, member, purpose }) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await context.addInitScript(() => {
    window.localStorage.setItem('rdv:site-entry-dismissed-at', new Date().toISOString());
    window.sessionStorage.setItem('rdv:auto-like-asked', new Date().toISOString());
  });
  if (member) {
    const login = await context.request.post('/api/user.php', {
      headers: { 'x-request-type': 'client' },
      data: { email: member.email, password: member.password },
    });
    if (!login.ok()) {
      await context.close();
      throw new Error(`login for ${purpose} failed: ${login.status()}`);
    }
  }
  return context;
}

/**
 * One first visit. `browser` is a Playwright Chromium; a member's visit logs in through the API first
 * (the session cookie is all the browser keeps; the cache stays empty).
 * @param {{ browser: import('@playwright/test').Browser, baseUrl: string, path: string, member?: { email: string, password: string } | null, throttled?: boolean }} options
 */
export async function measureFirstVisit({ browser, baseUrl, path, member = null, throttled = false }) {
  const context = await visitContext({ browser, baseUrl, member, purpose: `the ${path} visit` });
  try {
    await context.addInitScript(observeVitals);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttled) {
      const { latencyMs, downloadKbps, uploadKbps, cpuSlowdown } = PHONE_THROTTLING;
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: latencyMs,
        downloadThroughput: (downloadKbps * 1024) / 8,
        uploadThroughput: (uploadKbps * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    const responses = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
      responses.set(requestId, { url: response.url, type, encoding, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const response = responses.get(requestId);
      if (response) response.bytes = encodedDataLength;
    });
    await page.goto(path, { waitUntil: 'networkidle', timeout: 120_000 });
    // The last paints and shifts of a page that just went quiet.
    await page.waitForTimeout(throttled ? 1_500 : 500);
    const vitals = await page.evaluate(() => window.__rdvVitals);
    const all = [...responses.values()].filter((response) => response.url.startsWith(baseUrl));
    const scripts = all.filter((response) => response.type === 'Script');
    return {
      path,
      throttled,
      requests: all.length,
      allBytes: all.reduce((sum, response) => sum + response.bytes, 0),
      jsBytes: scripts.reduce((sum, response) => sum + response.bytes, 0),
      jsFiles: scripts.length,
      /** how the scripts came: { br: 12, identity: 2 } */
      jsEncodings: scripts.reduce((counts, response) => ({ ...counts, [response.encoding]: (counts[response.encoding] ?? 0) + 1 }), {}),
      scripts: scripts.map(({ url, encoding, bytes }) => ({ file: new URL(url).pathname, encoding, bytes })),
      lcpMs: Math.round(vitals.lcp),
      cls: Math.round(vitals.cls * 1000) / 1000,
    };
  } finally {
    await context.close();
  }
}

/**
 * Switching areas after both were visited once (issue 13: the new screen painted within 100 ms): a member
 * on `from` follows the navigation's link to `to`, as a member would, and the time runs from the click to
 * the frame after `to`'s heading is on screen (two animation frames: the one that lays it out, the one
 * that paints it). Both areas' code is in the cache by then; what is measured is single-spa's switch, the
 * remote's mount and its first render (with the data its query cache still holds).
 * @returns {Promise<number[]>} milliseconds per round
 */
export async function measureSwitch({
  browser,
  baseUrl,
  member,
  from = '/members',
  to = '/chats',
  fromHeading = null,
  toHeading = 'Messages',
  rounds = 5,
  throttled = false,
}) {
  const context = await visitContext({ browser, baseUrl, member, purpose: 'the switch' });
  try {
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_THROTTLING.cpuSlowdown });
    }
    await page.goto(from, { waitUntil: 'networkidle' });
    const switchTo = (path, heading) =>
      page.evaluate(
        ({ path, heading }) =>
          new Promise((resolve, reject) => {
            const link = [...document.querySelectorAll('a')].find((a) => a.getAttribute('href') === path && a.offsetParent !== null);
            if (!link) return reject(new Error(`no visible link to ${path}`));
            const shown = () =>
              location.pathname.startsWith(path) &&
              [...document.querySelectorAll('h1')].some((h1) => h1.offsetParent !== null && (heading === null || h1.textContent.trim() === heading));
            const start = performance.now();
            let done = false;
            // Painted: two frames after the screen is there.
            const finish = () => {
              if (done) return;
              done = true;
              observer.disconnect();
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
            };
            // The DOM change that completes the screen, as it happens; and, should the last change come
            // before the heading is visible (nothing changes after it), a check on every frame.
            const observer = new MutationObserver(() => shown() && finish());
            observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
            const everyFrame = () => {
              if (done) return;
              if (shown()) return finish();
              if (performance.now() - start > 15_000) {
                done = true;
                observer.disconnect();
                return reject(new Error(`${path} was not shown within 15 s (heading ${heading ?? 'any'}; now at ${location.pathname})`));
              }
              requestAnimationFrame(everyFrame);
            };
            link.click();
            requestAnimationFrame(everyFrame);
          }),
        { path, heading },
      );
    // Both areas once, so that their code is loaded; then the measured rounds.
    await switchTo(to, toHeading);
    await page.waitForLoadState('networkidle');
    await switchTo(from, fromHeading);
    await page.waitForLoadState('networkidle');
    const times = [];
    for (let round = 0; round < rounds; round += 1) {
      times.push(Math.round(await switchTo(to, toHeading)));
      await page.waitForTimeout(300);
      await switchTo(from, fromHeading);
      await page.waitForTimeout(300);
    }
    return times;
  } finally {
    await context.close();
  }
}

export function reportFirstVisit(results) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = results.map((r) =>
    [
      r.path.padEnd(18),
      (r.throttled ? 'phone' : 'none').padEnd(6),
      kb(r.jsBytes).padStart(9),
      `${r.jsFiles}`.padStart(4),
      kb(r.allBytes).padStart(9),
      `${r.requests}`.padStart(5),
      `${r.lcpMs} ms`.padStart(9),
      `${r.cls}`.padStart(6),
      Object.entries(r.jsEncodings)
        .map(([encoding, count]) => `${encoding} ${count}`)
        .join(', '),
    ].join('  '),
  );
  return ['path                throttle  JS (wire) files  all (wire)  reqs       LCP     CLS  script encodings', ...rows].join('\n');
}

/** The federated site beside the same screens built as one webpack app (tools/platform/monolith-build.mjs). */
export function reportFederationOverhead(rows) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const pct = (a, b) => `${a >= b ? '+' : ''}${(((a - b) / b) * 100).toFixed(1)} %`;
  const lines = ['path        throttle  JS federated  JS monolith  overhead   all federated  all monolith  overhead   LCP fed.  LCP mono.'];
  for (const { federated: f, monolith: m } of rows) {
    const goal = (f.allBytes - m.allBytes) / m.allBytes <= FIRST_VISIT_GOALS.federationOverhead ? '✔' : '✖';
    lines.push(
      [
        f.path.padEnd(10),
        (f.throttled ? 'phone' : 'none').padEnd(8),
        kb(f.jsBytes).padStart(12),
        kb(m.jsBytes).padStart(11),
        pct(f.jsBytes, m.jsBytes).padStart(9),
        kb(f.allBytes).padStart(14),
        kb(m.allBytes).padStart(12),
        `${pct(f.allBytes, m.allBytes)} ${goal}`.padStart(10),
        `${f.lcpMs} ms`.padStart(9),
        `${m.lcpMs} ms`.padStart(9),
      ].join('  '),
    );
  }
  return [`\nFederation overhead (goal <= +${FIRST_VISIT_GOALS.federationOverhead * 100} % bytes on the wire):`, ...lines].join('\n');
}
