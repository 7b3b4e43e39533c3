#!/usr/bin/env node
// `npm run bench`: member search on 1,000,000 generated profiles, through the gateway and as raw SQL
// (tools/platform/members-search-bench.mjs says what is measured). --smoke: 5,000 profiles, 1 s, goals not enforced.
// --plans prints each case's EXPLAIN (ANALYZE, BUFFERS).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoSessionCookie } from '../tools/platform/gateway-hop-bench.mjs';
import { fillProfiles, measureSearch, reportSearch, statementsFrom } from '../tools/platform/members-search-bench.mjs';

const smoke = process.argv.includes('--smoke');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { startTestPlatform } = await import('../tools/platform/test-platform.mjs');
const { PREMIUM_DEMO_ACCOUNT_ID } = createRequire(import.meta.url)(join(root, 'shared/demo-data/dist/index.js'));
const platform = await startTestPlatform({ root });
try {
  const databaseUrl = new URL(platform.serverUrl);
  databaseUrl.pathname = `/${platform.databases.members}`;
  const count = smoke ? 5_000 : 1_000_000;
  const started = Date.now();
  await fillProfiles(databaseUrl.toString(), count);
  console.log(`${count.toLocaleString('en')} generated profiles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const cookie = await demoSessionCookie(platform.baseUrl);
  const cases = await measureSearch({
    gatewayUrl: platform.baseUrl,
    databaseUrl: databaseUrl.toString(),
    cookie,
    viewerId: PREMIUM_DEMO_ACCOUNT_ID,
    durationSec: smoke ? 1 : 5,
    // The members service's own SQL builders (its built code): the raw side runs exactly what the service runs.
    statementsFor: statementsFrom(createRequire(import.meta.url)(join(root, 'services/members/dist/search/member-search.service.js'))),
  });
  console.log(reportSearch(cases, { withPlans: process.argv.includes('--plans') }));
  const failed = cases.some((c) => c.gateway.failed > 0);
  process.exitCode = failed || (!smoke && !cases.every((c) => c.ok)) ? 1 : 0;
} finally {
  await platform.stop();
}
