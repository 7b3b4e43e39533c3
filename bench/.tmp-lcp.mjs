import { chromium } from '@playwright/test';
import { measureFirstVisit } from '../tools/platform/first-visit-bench.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const paths = (process.argv[2] ?? '/').split(',');
for (const path of paths) {
  const member = path === '/members' || path === '/chats' ? { email: 'premium@demo.test', password: 'demo-password-2026' } : null;
  const lcps = [];
  for (let i = 0; i < 6; i++) { const r = await measureFirstVisit({ browser, baseUrl: 'http://localhost:8080', path, member, throttled: true }); lcps.push(r.lcpMs + '/' + r.cls); }
  console.log(path, lcps.join(' '));
}
await browser.close();
