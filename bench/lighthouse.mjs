#!/usr/bin/env node
// `npm run bench`: Lighthouse on the home and a lander (issue 12), simulated mobile throttling, median
// of 5 runs each, against the platform's own test instance (demo data, every remote's build released).
// Usage: node bench/lighthouse.mjs [--base http://localhost:8080] [--runs 5]
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { platformForBench } from '../tools/platform/test-platform.mjs';
import { LIGHTHOUSE_GOALS, LIGHTHOUSE_PATHS, lighthouseRuns, reportLighthouse } from '../tools/platform/lighthouse-bench.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argument = (name) => (process.argv.indexOf(name) > 0 ? process.argv[process.argv.indexOf(name) + 1] : null);
const runs = Number(argument('--runs') ?? 5);

const { baseUrl, stop } = await platformForBench({ root, base: argument('--base') });
try {
  const results = [];
  for (const path of LIGHTHOUSE_PATHS) results.push(await lighthouseRuns({ url: new URL(path, baseUrl).href, runs }));
  console.log(reportLighthouse(results));
  const missed = results.filter((r) => r.lcpMs > LIGHTHOUSE_GOALS.lcpMs || r.clsValue > LIGHTHOUSE_GOALS.cls);
  console.log(missed.length === 0 ? '\nAll goals met.' : `\nGoals missed on ${missed.map((r) => new URL(r.url).pathname).join(', ')}.`);
} finally {
  await stop();
}
