#!/usr/bin/env node
// The app's first-visit budget (issue 13): run as each app's Nx `budget` target (`npx nx run
// mfe-members:budget`, in its own pipeline before a release), so one team cannot slow the site for the
// others. Fails (exit 1) when the app's initial files weigh more on the wire than its budget.json allows.
//
// Initial files, from the build's own records (shared/build-config/preload-manifest-plugin.js):
//   shell    main.js, its start chunks (with the shared libraries it provides: React, i18next, ...) and
//            the English catalogues
//   remote   remoteEntry.js, mf-manifest.json, the exposed lifecycles' chunks, its English catalogue, and
//            its own copies of the shared libraries its start needs that the shell does not provide
//            (react-router-dom, @tanstack/react-query): those are fetched from the remote
// Bytes on the wire: the brotli twin the build made and the gateway sends byte for byte to a browser that
// accepts br (every browser), or the file itself where no twin was worth making (under 1 KB).
//
// Usage: node tools/budgets/check-budget.mjs [appDir]   (default: the working directory, as Nx runs it)
//        RDV_BUDGET_FILE=<file> reads the budget from another file (the budget test uses it).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the gateway sends for one file of the build. */
export function wireBytes(dir, file) {
  const br = join(dir, `${file}.br`);
  return statSync(existsSync(br) ? br : join(dir, file)).size;
}

/** The initial files of a built app, with their bytes on the wire. */
export function initialFiles(appDir, { shellDir = join(appDir, '..', 'shell', 'dist') } = {}) {
  const dist = join(appDir, 'dist');
  const preload = JSON.parse(readFileSync(join(dist, 'preload-manifest.json'), 'utf8'));
  const files = new Set();
  if (preload.entry) {
    for (const file of [...preload.entry, ...preload.startup, ...(preload.locales.en ?? [])]) files.add(file);
  } else {
    const federation = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
    files.add('mf-manifest.json');
    files.add(federation.metaData.remoteEntry.name);
    for (const file of [...preload.startup, ...(preload.locales.en ?? [])]) files.add(file);
    // The shell's own records say which shared libraries it provides; without a shell build, every
    // copy the start consumes is counted (the stricter reading).
    const shellPreload = join(shellDir, 'preload-manifest.json');
    const provided = existsSync(shellPreload) ? new Set(Object.keys(JSON.parse(readFileSync(shellPreload, 'utf8')).shared)) : new Set();
    for (const key of preload.startupShared) if (!provided.has(key)) for (const file of preload.shared[key] ?? []) files.add(file);
  }
  return [...files].map((file) => ({ file, bytes: wireBytes(dist, file) })).sort((a, b) => b.bytes - a.bytes);
}

export function checkBudget(appDir, budgetFile = join(appDir, 'budget.json')) {
  const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
  const files = initialFiles(appDir);
  const total = files.reduce((sum, { bytes }) => sum + bytes, 0);
  return { app: basename(appDir), budgetBytes: budget.initialBytes, total, files, ok: total <= budget.initialBytes };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const appDir = resolve(process.argv[2] ?? process.cwd());
  const result = checkBudget(appDir, process.env.RDV_BUDGET_FILE || undefined);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const { file, bytes } of result.files) console.log(`${kb(bytes).padStart(9)}  ${file}`);
  const verdict = `${result.app}: initial files ${kb(result.total)} (${result.total} bytes) on the wire, budget ${kb(result.budgetBytes)} (${result.budgetBytes} bytes)`;
  if (result.ok) {
    console.log(`✔ ${verdict}`);
  } else {
    console.error(
      `✖ ${verdict}: ${result.total - result.budgetBytes} bytes over. Make the start smaller (a lazy import, a lighter library), or raise budget.json in review with the figure.`,
    );
    process.exit(1);
  }
}
