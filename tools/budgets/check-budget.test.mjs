// Each app's first-visit budget (issue 13), run after the production builds: the Nx `budget` target
// fails a build that outgrows its budget, and every committed budget stays within 10 % of what its
// build weighs. Run with `node --test tools/budgets/check-budget.test.mjs` (needs the builds).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { RELEASABLE_APPS } from '../platform/platform-units.mjs';
import { initialFiles } from './check-budget.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Every app with a budget: the shell and each remote of the platform's one list. */
const APPS = RELEASABLE_APPS;
const measured = (app) => initialFiles(join(root, app)).reduce((sum, { bytes }) => sum + bytes, 0);

function runBudgetTarget(app, env = {}) {
  return spawnSync('npx', ['nx', 'run', `${app}:budget`, '--outputStyle=static'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false', ...env },
    encoding: 'utf8',
  });
}

test('the budget target passes an app within its budget and fails it when the budget is set 1 KB below its size', () => {
  const size = measured('mfe-landers');
  const within = runBudgetTarget('mfe-landers');
  assert.equal(within.status, 0, within.stdout + within.stderr);
  assert.match(within.stdout, /✔ mfe-landers: initial files/);

  const dir = mkdtempSync(join(tmpdir(), 'rdv-budget-'));
  try {
    const tight = join(dir, 'budget.json');
    writeFileSync(tight, JSON.stringify({ initialBytes: size - 1024 }));
    const over = runBudgetTarget('mfe-landers', { RDV_BUDGET_FILE: tight });
    assert.notEqual(over.status, 0);
    assert.match(
      over.stdout + over.stderr,
      new RegExp(`✖ mfe-landers: initial files .* \\(${size} bytes\\) on the wire, budget .* \\(${size - 1024} bytes\\): 1024 bytes over`),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('every app’s budget lies beside it, at most 10 % above what its initial files weigh now', () => {
  for (const app of APPS) {
    const { initialBytes } = JSON.parse(readFileSync(join(root, app, 'budget.json'), 'utf8'));
    const size = measured(app);
    assert.ok(size <= initialBytes, `${app} weighs ${size} bytes, over its budget of ${initialBytes}`);
    assert.ok(initialBytes <= size * 1.1, `${app}'s budget of ${initialBytes} bytes is more than 10 % above its ${size} bytes: tighten budget.json`);
  }
});

test('a remote counts the shared libraries its start fetches from itself, not the ones the shell provides', () => {
  const files = initialFiles(join(root, 'mfe-members')).map(({ file }) => file);
  const preload = JSON.parse(readFileSync(join(root, 'mfe-members', 'dist', 'preload-manifest.json'), 'utf8'));
  // React comes from the shell; react-query, which the shell does not use, from the members remote.
  for (const file of preload.shared.react) assert.equal(files.includes(file), false);
  for (const file of preload.shared['@tanstack/react-query']) assert.equal(files.includes(file), true);
  assert.ok(files.includes('remoteEntry.js'));
});
