#!/usr/bin/env node
// `npm run bench`: what a first visit costs on the wire, per path, in Debian's Chromium, with and
// without a phone's throttling (tools/platform/first-visit-bench.mjs says what is measured), against
// the platform's own test instance (demo data, the builds in each app's dist/ as released).
// Usage: node bench/first-visit.mjs [--base http://localhost:8080]   (default: a fresh test platform)
import { chromium } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { platformForBench } from '../tools/platform/test-platform.mjs';
import {
  FIRST_VISIT_GOALS,
  FIRST_VISIT_PATHS,
  measureFirstVisit,
  measureSwitch,
  reportFederationOverhead,
  reportFirstVisit,
} from '../tools/platform/first-visit-bench.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const baseArg = process.argv.indexOf('--base');
const DEMO_MEMBER = { email: 'premium@demo.test', password: 'demo-password-2026' };

const { baseUrl, platform, cdnDir, stop } = await platformForBench({ root, base: baseArg > 0 ? process.argv[baseArg + 1] : null });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const results = [];
  for (const throttled of [false, true]) {
    for (const { path, member } of FIRST_VISIT_PATHS) {
      results.push(await measureFirstVisit({ browser, baseUrl, path, member: member ? DEMO_MEMBER : null, throttled }));
    }
  }
  console.log(reportFirstVisit(results));
  const home = results.find((r) => r.path === '/' && !r.throttled);
  const homePhone = results.find((r) => r.path === '/' && r.throttled);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `\n/ first visit: ${kb(home.jsBytes)} of JavaScript on the wire (goal <= ${kb(FIRST_VISIT_GOALS.homeJsBytes)}) ${home.jsBytes <= FIRST_VISIT_GOALS.homeJsBytes ? '✔' : '✖'}`,
  );
  console.log(
    `/ on a phone: LCP ${homePhone.lcpMs} ms (goal <= ${FIRST_VISIT_GOALS.lcpMs} ms once the landers are rendered on the server), CLS ${homePhone.cls} (goal <= ${FIRST_VISIT_GOALS.cls})`,
  );
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const throttled of [false, true]) {
    const times = await measureSwitch({ browser, baseUrl, member: DEMO_MEMBER, throttled });
    console.log(
      `/members → /chats after both were visited${throttled ? ', 4x slower CPU' : ''}: painted in ${median(times)} ms (median of ${times.join(', ')}; goal <= ${FIRST_VISIT_GOALS.switchMs} ms) ${median(times) <= FIRST_VISIT_GOALS.switchMs ? '✔' : '✖'}`,
    );
  }
  console.log('\nScripts of / on the wire:');
  for (const script of [...home.scripts].sort((a, b) => b.bytes - a.bytes))
    console.log(`${kb(script.bytes).padStart(9)}  ${script.encoding.padEnd(8)} ${script.file}`);

  // The federation overhead: the same screens as one ordinary webpack app, served by a gateway of its own
  // in front of the same services (needs the benchmark's own platform, not --base).
  if (platform) {
    const { startMonolith } = await import('../tools/platform/monolith-build.mjs');
    console.log('\nBuilding the same screens as one webpack app (the monolith)…');
    const monolith = await startMonolith({ root, gatewaySettings: platform.gatewaySettings, cdnDir });
    try {
      const rows = [];
      for (const throttled of [false, true]) {
        for (const { path, member } of FIRST_VISIT_PATHS.filter(({ path }) => path === '/' || path === '/members')) {
          const federated = results.find((r) => r.path === path && r.throttled === throttled);
          rows.push({
            federated,
            monolith: await measureFirstVisit({ browser, baseUrl: monolith.baseUrl, path, member: member ? DEMO_MEMBER : null, throttled }),
          });
        }
      }
      console.log(reportFederationOverhead(rows));
    } finally {
      await monolith.stop();
    }
  }
} finally {
  await browser.close();
  await stop();
}
