import { expect, test } from './fixtures';

// The Lighthouse benchmark at its smoke size (issue 12; full size, 5 runs of / and a lander:
// node bench/lighthouse.mjs): one run on the home with simulated mobile throttling, so the measurement
// keeps working. The goals are checked by the full run, not here. The first run installs tools/lighthouse
// (Lighthouse 13 and, on Node 20, the registry's Node 22 that runs it).

test('Lighthouse measures the home on a simulated phone: LCP and CLS come back from a real run', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const { lighthouseRuns, reportLighthouse } = await import('@rendezvous/platform-tools/lighthouse-bench');
  const result = await lighthouseRuns({ url: new URL('/', baseURL).href, runs: 1 });
  console.log(reportLighthouse([result]));
  expect(result.lighthouseVersion).toMatch(/^13\./);
  expect(result.lcp).toHaveLength(1);
  expect(result.lcpMs).toBeGreaterThan(0);
  expect(result.fcpMs).toBeGreaterThan(0);
  expect(result.fcpMs).toBeLessThanOrEqual(result.lcpMs);
  expect(result.clsValue).toBeGreaterThanOrEqual(0);
  // The home's largest paint is one of its own elements, found by Lighthouse in the server's HTML.
  expect(result.lcpElement).toBeTruthy();
});
