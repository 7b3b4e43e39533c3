#!/usr/bin/env node
// `npm run bench`: the gateway hop and the user call at full size on a platform of its own
// (tools/platform/gateway-hop-bench.mjs says what is measured). --smoke: 1 s per measurement, goals not enforced.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoSessionCookie, measureGatewayHop, report } from '../tools/platform/gateway-hop-bench.mjs';

const smoke = process.argv.includes('--smoke');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { startTestPlatform } = await import('../tools/platform/test-platform.mjs');
// A platform of its own (fresh databases, demo data), with production-like settings: the settings
// cache on and the limits lifted (every request of the benchmark comes from one address).
const platform = await startTestPlatform({ root });
try {
  const cookie = await demoSessionCookie(platform.baseUrl);
  const result = await measureGatewayHop({
    gatewayUrl: platform.baseUrl,
    siteUrl: platform.serviceUrls.site,
    cookie,
    durationSec: smoke ? 1 : 5,
    rounds: smoke ? 1 : 5,
  });
  console.log(report(result));
  const failed = [result.direct, result.gateway, result.user, result.member].some((m) => m.non2xx > 0);
  process.exitCode = failed || (!smoke && !Object.values(result.goals).every(Boolean)) ? 1 : 0;
} finally {
  await platform.stop();
}
