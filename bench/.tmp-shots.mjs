import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const member = (await (await fetch('http://localhost:8080/api/members/teaser.php?count=1')).json()).members[0];
const paths = ['/', '/landers/alonetonight', '/landers/collagelanding', '/landers/gallery', '/landers/iconslanding', '/landers/maplanding', '/landers/socialnetwork', '/landers/transitionsvideolanding', '/landers/video', '/landers/tinderswipe', `/members/${member.id}/landing`, `/members/${member.id}/signup`, `/members/${member.id}/landing2`, `/members/${member.id}/landing3`];
const width = Number(process.env.W ?? 390);
const context = await browser.newContext({ viewport: { width, height: 844 } });
await context.addInitScript(() => localStorage.setItem('rdv:site-entry-dismissed-at', new Date().toISOString()));
const page = await context.newPage();
for (const path of paths) {
  await page.goto('http://localhost:8080' + path);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/shot-${width}-${path.replace(/\//g, '_')}.png` });
}
await browser.close();
