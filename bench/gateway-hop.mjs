#!/usr/bin/env node
// `npm run bench`: the gateway hop and the user call at full size on a platform of its own
// (tools/platform/gateway-hop-bench.mjs says what is measured). --smoke: 1 s per measurement, goals not enforced.
// Then what metrics and traces cost: user.php on a second platform whose processes serve metrics (METRICS_PORT) and
// export their spans over OTLP to a local collector, in rounds alternating with the first (TELEMETRY_VARIANTS).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoSessionCookie, measureGatewayHop, measureTelemetryCost, report, reportTelemetryCost } from '../tools/platform/gateway-hop-bench.mjs';
import { startTraceCollector } from '../tools/platform/trace-collector.mjs';

const smoke = process.argv.includes('--smoke');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { startTestPlatform } = await import('../tools/platform/test-platform.mjs');
// A platform of its own (fresh databases, demo data), with production-like settings: the settings
// cache on and the limits lifted (every request of the benchmark comes from one address).
// Both platforms' request limits far above what the benchmark sends from its one address (about 8,000 user.php a second
// for half a minute and more: above the tests' 100,000 a minute).
const unlimited = { RATE_LIMIT_PER_MINUTE: '100000000' };
// How the second platform samples its traces: as deploy/helm/rendezvous/values-production.yaml does (the cost goal,
// <= 5 % with metrics), and every trace (what a full trace of every request would cost; reported, no goal).
const TELEMETRY_VARIANTS = [
  {
    label: 'traces sampled 1 in 100 (values-production.yaml)',
    env: { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.01' },
    goal: true,
  },
  { label: 'every trace exported', env: {}, goal: false },
];
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
  // Then a second platform whose every process serves metrics, on a port the system picks (0), and exports its spans
  // to a collector that counts them: sampled as the production values sample (the goal), then every span (reported).
  const costs = [];
  for (const variant of TELEMETRY_VARIANTS) {
    const collector = await startTraceCollector({ keep: false });
    // At the smoke size the platform stops within seconds: spans leave every 200 ms rather than the SDK's 5 s, or the
    // 1-in-100 variant's few would still be waiting (ADR 0020: the last seconds of spans are lost at a stop).
    const telemetryOn = { METRICS_PORT: '0', OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, ...(smoke ? { OTEL_BSP_SCHEDULE_DELAY: '200' } : {}), ...variant.env };
    const withTelemetry = await startTestPlatform({ root, gatewayEnv: { ...unlimited, ...telemetryOn }, serviceEnv: telemetryOn });
    try {
      const cost = await measureTelemetryCost({
        withoutUrl: platform.baseUrl,
        withUrl: withTelemetry.baseUrl,
        cookie,
        withCookie: await demoSessionCookie(withTelemetry.baseUrl),
        durationSec: smoke ? 1 : 4,
        // More and shorter rounds than the hop's: the goal (5 %) is the size of the drift between two platforms on this machine.
        rounds: smoke ? 1 : 9,
        processes: { off: platform.processes(), on: withTelemetry.processes() },
      });
      // Nothing exported is a failure whatever the figures say.
      costs.push({ ...cost, goal: variant.goal, failed: cost.failed || collector.count() === 0 });
      console.log(`\nWhat metrics and traces cost, ${variant.label}:\n${reportTelemetryCost(cost, collector.count(), variant.goal)}`);
    } finally {
      await withTelemetry.stop();
      await collector.stop();
    }
  }
  const failed = [result.direct, result.gateway, result.user, result.member].some((m) => m.non2xx > 0) || costs.some((cost) => cost.failed);
  const goalsMet = Object.values(result.goals).every(Boolean) && costs.every((cost) => cost.ok || !cost.goal);
  process.exitCode = failed || (!smoke && !goalsMet) ? 1 : 0;
} finally {
  await platform.stop();
}
