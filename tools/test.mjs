#!/usr/bin/env node
// `npm test`: every test of the platform, in the order that fails fastest:
// format check, lint + type checks, unit and component tests, production builds, service integration tests
// against real Postgres, browser tests in Debian's Chromium. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const env = { ...process.env, NX_DAEMON: 'false', FORCE_COLOR: process.env.CI ? '0' : '1' };
const timings = [];

function step(name, command, args) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  const { status } = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  timings.push([name, (Date.now() - started) / 1000, status === 0]);
  return status === 0;
}

const npx = (...args) => ['npx', args];
const counts = { passed: 0, failed: 0 };
function countJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
}
function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
}

/** node:test files of the plain-Node platform tools; their TAP summary feeds the count. */
function nodeTests(name, files) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  const run = spawnSync(process.execPath, ['--test', ...files], { cwd: root, env, encoding: 'utf8' });
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  counts.passed += Number(/^# pass (\d+)/m.exec(run.stdout)?.[1] ?? 0);
  counts.failed += Number(/^# fail (\d+)/m.exec(run.stdout)?.[1] ?? 0);
  timings.push([name, (Date.now() - started) / 1000, run.status === 0]);
  return run.status === 0;
}

let ok =
  // Prettier's check first: a few seconds, and an unformatted file is the cheapest failure to report.
  step('Format check (Prettier)', 'npm', ['run', '--silent', 'format:check']) &&
  step('Lint and type checks', ...npx('nx', 'run-many', '-t', 'lint', 'typecheck', '--parallel=2', '--outputStyle=static')) &&
  step('Unit and component tests', ...npx('jest', '-c', 'jest.config.js', '--json', `--outputFile=${join(results, 'unit.json')}`)) &&
  nodeTests('Platform tool tests (node:test)', [
    'tools/platform/smtp-sink.test.mjs',
    'tools/eslint/no-import-cycle.test.mjs',
    'tools/eslint/no-cross-feature-import.test.mjs',
    'tools/eslint/no-cross-resource-import.test.mjs',
  ]) &&
  step('Production builds', ...npx('nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static')) &&
  // Each app's first-visit budget (bytes on the wire of its initial files), as its own pipeline checks it.
  step('First-visit budgets', ...npx('nx', 'run-many', '-t', 'budget', '--parallel=2', '--outputStyle=static')) &&
  nodeTests('Budget tests (node:test)', ['tools/budgets/check-budget.test.mjs']) &&
  // After the builds (it reads the built contracts): the one list of remotes and of services, and every place that follows it.
  nodeTests('Platform unit lists (node:test)', ['tools/platform/platform-units.test.mjs']) &&
  // The Helm chart offline: helm lint and template (both values files), Kubernetes 1.33 schemas, the platform's rules.
  nodeTests('Helm chart (node:test)', ['deploy/helm/chart.test.mjs']) &&
  // The generators of a new remote and service (tools/nx-plugin), run in a scratch copy: generate, lint, build, start, call.
  nodeTests('Generators (node:test, in a scratch copy)', ['tools/nx-plugin/generators.test.mjs']) &&
  // After the builds: it runs `npm start -- --no-build` on a scratch folder.
  nodeTests('npm start tests (node:test)', ['tools/platform/start.test.mjs']) &&
  // After the builds too: the cluster mode (HAProxy, two gateways, two replicas of every service, Redis).
  nodeTests('Cluster mode tests (node:test)', ['tools/platform/cluster.test.mjs']) &&
  // After the builds too: the release CLI against a real gateway (services/gateway/dist).
  nodeTests('Release CLI tests (node:test)', ['tools/platform/releases.test.mjs']) &&
  // The release benchmark at its smoke size (one round; `npm run bench` runs five), so it never rots.
  step('Release benchmark (smoke size)', process.execPath, ['bench/release.mjs', '--rounds', '1']);
countJest(join(results, 'unit.json'));
if (ok) {
  ok = step(
    'Service integration tests (real Postgres, through the gateway)',
    ...npx('jest', '-c', 'jest.integration.config.js', '--runInBand', '--json', `--outputFile=${join(results, 'integration.json')}`),
  );
  countJest(join(results, 'integration.json'));
}
if (ok) {
  ok = step("Browser tests (Debian's Chromium)", ...npx('playwright', 'test', '-c', 'e2e/playwright.config.ts'));
  countPlaywright(join(results, 'e2e.json'));
}

console.log('\n━━ Summary');
for (const [name, seconds, passed] of timings) console.log(`${passed ? '✔' : '✖'} ${name}: ${seconds.toFixed(1)} s`);
if (!ok && counts.failed === 0) counts.failed = 1; // a failed lint, type check or build counts as a failure
console.log(`total: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(ok ? 0 : 1);
