import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const root = process.cwd();
const { publishNewBuilds } = await import('../tools/platform/releases.mjs');
const { startTestPlatform } = await import('../tools/platform/test-platform.mjs');
const cdnDir = mkdtempSync(join(tmpdir(), 'rdv-bench-cdn-'));
publishNewBuilds(root, cdnDir);
const platform = await startTestPlatform({ root, cdnDir });
try {
  for (const path of (process.argv[2] ?? '/').split(',')) {
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...(process.env.NOJS ? ['--blink-settings=scriptEnabled=false'] : [])] });
    const r = await lighthouse(new URL(path, platform.baseUrl).href, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    await chrome.kill();
    const a = r.lhr.audits;
    console.log(path, 'FCP', a['first-contentful-paint'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'CLS', a['cumulative-layout-shift'].numericValue, 'TBT', a['total-blocking-time'].numericValue);
    console.log(Object.keys(a).filter((k) => /lcp|largest|layout/.test(k)).join(','));
    for (const k of ['largest-contentful-paint-element', 'lcp-lazy-loaded']) console.log(k, JSON.stringify(a[k]).slice(0, 2500));
    const tl = r.lhr.audits['metrics']?.details?.items?.[0]; console.log('metrics', ['lcpLoadStart','lcpLoadEnd','observedFirstContentfulPaint','observedLargestContentfulPaint','observedDomContentLoaded','observedLoad'].map((k) => `${k}=${tl[k]}`).join(' '));
    console.log('long tasks', JSON.stringify(a['long-tasks']?.details?.items?.map((i) => [Math.round(i.startTime), Math.round(i.duration), i.url?.replace(platform.baseUrl, '')])));
    console.log('render-blocking', JSON.stringify(a['render-blocking-resources']?.details?.items?.map((i) => [i.url, i.wastedMs])));
    const reqs = a['network-requests'].details.items.map((i) => `${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)} ${i.resourceType} ${i.transferSize} ${i.url.replace(platform.baseUrl, '')}`);
    console.log(reqs.join('\n'));
  }
} finally {
  await platform.stop();
}
