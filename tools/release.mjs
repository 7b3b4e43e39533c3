#!/usr/bin/env node
// npm run deploy -- <remote>     builds only that remote, publishes it, switches the manifest pointer
// npm run rollback -- <remote>   switches the pointer back to the release before
// npx nx run <remote>:deploy     the same deploy as the remote's own Nx target (its CI pipeline)
// The shell and the other remotes are neither rebuilt nor restarted; a browser that reloads gets
// the new version. CDN_DIR overrides the local CDN folder (var/cdn).
import { execSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishBuild, REMOTES, rollback, switchTo } from './platform/releases.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [action, remote] = process.argv.slice(2);
// --built: called as the remote's Nx `deploy` target, which has already built it (dependsOn build).
const alreadyBuilt = process.argv.includes('--built');
const cdnDir = resolve(process.env.CDN_DIR ?? join(root, 'var', 'cdn'));

if (!['deploy', 'rollback'].includes(action) || !REMOTES.includes(remote)) {
  console.error(`usage: npm run deploy -- <remote> | npm run rollback -- <remote>\nremotes: ${REMOTES.join(', ')}`);
  process.exit(2);
}

if (action === 'deploy') {
  // --skip-nx-cache would rebuild; the cache is keyed on the remote's inputs, so a cached build is the same build.
  if (!alreadyBuilt) execSync(`npx nx run ${remote}:build --outputStyle=static`, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
  // SHELL_DIR: where the live shell's build is, if not this checkout's shell/dist (its runtime version is checked).
  const version = publishBuild(root, remote, cdnDir, { shellDir: process.env.SHELL_DIR || undefined });
  const { changed } = switchTo(cdnDir, remote, version);
  console.log(changed ? `✔ ${remote} ${version} is live` : `✔ ${remote} ${version} was already live`);
} else {
  const { from, to } = rollback(cdnDir, remote);
  console.log(`✔ ${remote} rolled back from ${from} to ${to}`);
}
