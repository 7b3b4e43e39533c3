// Lighthouse on the landing pages (issue 12): simulated mobile throttling (Lighthouse's default mobile
// settings: Moto G Power, 150 ms RTT, 1.6 Mbit/s, 4x CPU), a fresh profile per run, median of N runs.
// Lighthouse 12.2.3, not 13: 13 needs Node 22 and these machines run Node 20 (toolchain facts).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The goals for `/` and one lander. */
export const LIGHTHOUSE_GOALS = { lcpMs: 1_500, cls: 0.05 };
export const LIGHTHOUSE_PATHS = ['/', '/landers/gallery'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Runs Lighthouse's performance category `runs` times on one URL, each in a fresh Chromium, and returns
 * every run's LCP and CLS with their medians. The entry warning is left as a first-time visitor meets it.
 */
export async function lighthouseRuns({ url, runs = 5, chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }) {
  const lcp = [];
  const cls = [];
  const fcp = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const { audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
      lcp.push(Math.round(audits['largest-contentful-paint'].numericValue));
      cls.push(Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)));
      fcp.push(Math.round(audits['first-contentful-paint'].numericValue));
    } finally {
      await chrome.kill();
    }
  }
  return { url, runs, lcp, cls, fcp, lcpMs: median(lcp), clsValue: median(cls), fcpMs: median(fcp) };
}

export function reportLighthouse(results) {
  const rows = results.map(
    (r) =>
      `| ${new URL(r.url).pathname} | ${r.fcpMs} | ${r.lcpMs} ${r.lcpMs <= LIGHTHOUSE_GOALS.lcpMs ? '✔' : '✖'} | ${r.clsValue} ${r.clsValue <= LIGHTHOUSE_GOALS.cls ? '✔' : '✖'} | ${r.lcp.join(', ')} |`,
  );
  return [
    `Lighthouse, simulated mobile throttling, median of ${results[0]?.runs ?? 0} runs (goals: LCP <= ${LIGHTHOUSE_GOALS.lcpMs} ms, CLS <= ${LIGHTHOUSE_GOALS.cls})`,
    '| path | FCP ms | LCP ms | CLS | LCP of each run |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
