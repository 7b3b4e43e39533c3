#!/usr/bin/env node
// `npm run bench`: the gateway hop and the user call at full size on a platform of its own
// (tools/platform/gateway-hop-bench.mjs says what is measured). --smoke: 1 s per measurement, goals not enforced.
// Then what metrics cost: user.php on a second platform whose processes serve metrics (METRICS_PORT), in rounds
// alternating with the first.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoSessionCookie, measureGatewayHop, measureMetricsCost, report, reportMetricsCost } from '../tools/platform/gateway-hop-bench.mjs';

const smoke = process.argv.includes('--smoke');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { startTestPlatform } = await import('../tools/platform/test-platform.mjs');
// A platform of its own (fresh databases, demo data), with production-like settings: the settings
// cache on and the limits lifted (every request of the benchmark comes from one address).
// Both platforms' request limits far above what the benchmark sends from its one address (about 8,000 user.php a second
// for half a minute and more: above the tests' 100,000 a minute).
const unlimited = { RATE_LIMIT_PER_MINUTE: '100000000' };
const platform = await startTestPlatform({ root, gatewayEnv: unlimited });
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
  // Every process of the second platform serves metrics, on a port the system picks (0).
  const metricsOn = { METRICS_PORT: '0' };
  const withMetrics = await startTestPlatform({ root, gatewayEnv: { ...unlimited, ...metricsOn }, serviceEnv: metricsOn });
  let metrics;
  try {
    const rounds = smoke ? 1 : 5;
    metrics = await measureMetricsCost({
      withoutUrl: platform.baseUrl,
      withUrl: withMetrics.baseUrl,
      cookie,
      withCookie: await demoSessionCookie(withMetrics.baseUrl),
      durationSec: smoke ? 1 : 5,
      rounds,
    });
    console.log(`\nWhat metrics cost:\n${reportMetricsCost(metrics)}`);
  } finally {
    await withMetrics.stop();
  }
  const failed = [result.direct, result.gateway, result.user, result.member].some((m) => m.non2xx > 0) || metrics.failed;
  process.exitCode = failed || (!smoke && !(Object.values(result.goals).every(Boolean) && metrics.ok)) ? 1 : 0;
} finally {
  await platform.stop();
}
