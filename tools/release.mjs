#!/usr/bin/env node
// npm run deploy -- <app> [--dist <dir>] [--canary <percent>]   builds <app> (a remote or the shell) unless
//                                   --dist or --built, and releases it through the platform's release API
// npm run deploy -- <app> --check   the dry run: would the live platform accept this build? (nothing released)
// npm run rollback -- <app>         switches <app> back to the release before
// npm run rollback -- <app> --canary ends <app>'s canary: everyone on the stable release again
// npm run promote -- <app>          makes <app>'s canary the release everyone gets
// npm run releases                  what is live, and the latest releases, refusals and rollbacks
// npx nx run <app>:deploy           the same deploy as the app's own Nx target (its CI pipeline, --built)
// The API is the running platform's (RELEASE_URL, default npm start's gateway) with RELEASE_TOKEN (default
// the development token in var/dev-secrets.json). Nothing else is rebuilt or restarted: the next page load
// gets the new version. See docs/releasing.md.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { RELEASABLE_APPS } from './platform/platform-units.mjs';
import {
  checkBuild,
  deployBuild,
  listReleases,
  promoteCanary,
  ReleaseApiError,
  releaseTarget,
  rollbackApp,
  rollbackCanary,
} from './platform/release-client.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const APPS = RELEASABLE_APPS;
const USAGE = `usage: npm run deploy -- <app> [--dist <dir>] [--built] [--canary <percent> | --check] | npm run rollback -- <app> [--canary] | npm run promote -- <app> | npm run releases\napps: ${APPS.join(', ')}`;

// --canary: a percent for deploy; for rollback a flag, without a value (the canary is rolled back, not the live release).
const argv = process.argv.slice(2);
const canaryRollback = argv[0] === 'rollback' && argv.includes('--canary');
const { positionals, values } = parseArgs({
  args: canaryRollback ? argv.filter((arg) => arg !== '--canary') : argv,
  allowPositionals: true,
  options: { dist: { type: 'string' }, canary: { type: 'string' }, built: { type: 'boolean', default: false }, check: { type: 'boolean', default: false } },
});
const [action, app] = positionals;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

if (!['deploy', 'rollback', 'promote', 'list'].includes(action) || (action !== 'list' && !APPS.includes(app))) fail(USAGE, 2);
// A check asks about everyone's release; a canary's share changes nothing the gate looks at, so it is not a question.
if (values.check && (action !== 'deploy' || values.canary !== undefined)) fail(`--check goes with deploy, without --canary\n${USAGE}`, 2);

let target;
try {
  target = releaseTarget(root);
} catch (error) {
  fail(`✖ ${error.message}`);
}

try {
  if (action === 'deploy') {
    const dist = values.dist ? resolve(values.dist) : join(root, app, 'dist');
    // --built: called as the app's Nx `deploy` target, which has already built it (dependsOn build); a
    // cached build is the same build (the Nx cache is keyed on the app's inputs).
    if (!values.dist && !values.built)
      execSync(`npx nx run ${app}:build --outputStyle=static`, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
    const packageVersion = JSON.parse(readFileSync(join(root, app, 'package.json'), 'utf8')).version;
    if (values.check) {
      const outcome = await checkBuild(target, app, dist, { packageVersion });
      for (const warning of outcome.warnings) console.log(`! ${warning}`);
      for (const note of outcome.notes) console.log(`  ${note}`);
      const warned = outcome.warnings.length ? `, with ${outcome.warnings.length} warning${outcome.warnings.length > 1 ? 's' : ''}` : '';
      console.log(
        `✔ ${app}: the live platform accepts this build${warned} (it would be ${outcome.version}; live: ${outcome.live ?? 'none'}); nothing was released (${seconds(outcome.ms)})`,
      );
      process.exit(0);
    }
    const canary = values.canary === undefined ? undefined : Number(values.canary);
    const outcome = await deployBuild(target, app, dist, { packageVersion, canary });
    for (const warning of outcome.warnings ?? []) console.log(`! ${warning}`);
    const took = `(${seconds(outcome.ms)})`;
    if (outcome.canary)
      console.log(
        `✔ ${app} ${outcome.version} is the canary for ${outcome.canary.percent} % of visitors; ${outcome.previous} stays live for the others ${took}`,
      );
    else console.log(outcome.changed ? `✔ ${app} ${outcome.version} is live ${took}` : `✔ ${app} ${outcome.version} was already live ${took}`);
  } else if (canaryRollback) {
    const { from, to, ms } = await rollbackCanary(target, app);
    console.log(`✔ ${app}'s canary ${from} is rolled back; everyone is on ${to} (${seconds(ms)})`);
  } else if (action === 'promote') {
    const { from, to, ms } = await promoteCanary(target, app);
    console.log(`✔ ${app} ${to} (the canary) is live for everyone; ${from} is kept for a rollback (${seconds(ms)})`);
  } else if (action === 'rollback') {
    const { from, to, ms } = await rollbackApp(target, app);
    console.log(`✔ ${app} rolled back from ${from} to ${to} (${seconds(ms)})`);
  } else {
    const { pointers, log } = await listReleases(target);
    const live = [...(pointers.shell ? [['shell', pointers.shell]] : []), ...Object.entries(pointers.remotes).sort(([a], [b]) => a.localeCompare(b))];
    console.log('Live:');
    for (const [name, pointer] of live) {
      const canary = pointer.canary ? `, canary ${pointer.canary.version} for ${pointer.canary.percent} %` : '';
      console.log(`  ${name.padEnd(13)} ${pointer.current}${canary} (${pointer.history.length} earlier)`);
    }
    console.log('Latest:');
    for (const entry of log)
      console.log(
        `  ${entry.at} ${entry.action.padEnd(15)} ${entry.app.padEnd(13)} ${entry.from ?? '-'} → ${entry.to ?? '-'} by ${entry.who}${['refusal', 'canary-rollback'].includes(entry.action) ? `: ${entry.why}` : ''}`,
      );
  }
} catch (error) {
  if (error instanceof ReleaseApiError && error.envelope?.errors?.refusals) {
    const heading = values.check
      ? `✖ ${app}: the live platform would refuse this build (nothing was released):`
      : `✖ ${app} was refused; the live release stays:`;
    fail(
      [heading, ...error.envelope.errors.refusals.map((line) => `  - ${line}`), ...(error.envelope.errors.warnings ?? []).map((line) => `  ! ${line}`)].join(
        '\n',
      ),
    );
  }
  fail(`✖ ${error.message}`);
}
