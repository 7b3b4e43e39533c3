import { platformForBench } from '../tools/platform/test-platform.mjs';
import { lighthouseRuns, reportLighthouse } from '../tools/platform/lighthouse-bench.mjs';
const { baseUrl, stop } = await platformForBench({ root: process.cwd() });
try {
  const results = [];
  for (const path of ['/landers/alonetonight', '/landers/iconslanding', '/landers/socialnetwork', '/landers/tinderswipe']) results.push(await lighthouseRuns({ url: new URL(path, baseUrl).href, runs: 3 }));
  console.log(reportLighthouse(results));
} finally { await stop(); }
