import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [label, js, blockImages] of [['nojs', false, false], ['nojs-noimg', false, true], ['js', true, false], ['js-noimg', true, true]]) {
  const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  if (blockImages) await page.route(/\.svg$/, (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto('http://localhost:8080/landers/gallery');
  await page.waitForTimeout(2500);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  console.log(label, ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'].map((k) => `${k}=${Math.round(m[k] * 1000)}ms`).join(' '));
  await context.close();
}
await browser.close();
