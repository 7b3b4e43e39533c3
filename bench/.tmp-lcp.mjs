import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of ['/', '/landers/gallery']) {
  const page = await (await browser.newContext({ javaScriptEnabled: process.env.NOJS ? false : true, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true })).newPage();
  await page.addInitScript(() => {
    window.__lcp = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? e.element.outerHTML.slice(0, 140) : e.url }); }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('http://localhost:8080' + path);
  await page.waitForTimeout(3000);
  console.log(path, JSON.stringify(await page.evaluate(() => window.__lcp), null, 1), JSON.stringify(await page.evaluate(() => performance.getEntriesByType('paint').map((p) => [p.name, Math.round(p.startTime)]))), await page.evaluate(() => Math.round(performance.timing.domContentLoadedEventEnd - performance.timing.navigationStart)));
}
await browser.close();
