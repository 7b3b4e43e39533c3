// Independent release of a remote: publish its build under an immutable versioned path in the local
// CDN, then switch the pointer the gateway reads for GET /api/remotes.json. Rollback switches back.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const REMOTES = ['mfe-landers', 'mfe-members', 'mfe-chat', 'mfe-signup', 'mfe-payments', 'mfe-legal'];

function listFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => statSync(join(dir, file)).isFile())
    .sort();
}

/** Content hash of a build folder: the same build always gets the same version. */
export function hashBuild(dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(file);
    hash.update(readFileSync(join(dir, file)));
  }
  return hash.digest('hex').slice(0, 10);
}

export function readPointers(cdnDir) {
  const file = join(cdnDir, 'releases.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { remotes: {} };
}

/** Written to a temporary file and renamed: a reader never sees half a pointer file. */
export function writePointers(cdnDir, pointers) {
  mkdirSync(cdnDir, { recursive: true });
  const file = join(cdnDir, 'releases.json');
  writeFileSync(`${file}.tmp`, `${JSON.stringify(pointers, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** The Module Federation runtime version a build was made with, as its mf-manifest.json records it. */
export function federationRuntimeOf(buildDir) {
  const file = join(buildDir, 'mf-manifest.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')).metaData?.pluginVersion ?? null;
}

/**
 * A remote is built against the page's one federation runtime, which the shell provides
 * (shared/build-config/webpack-app.js, externalRuntime): a remote of another runtime version would run
 * its code on a runtime it was not built for, so its release is refused before anything is published.
 */
export function assertSameFederationRuntime(remote, dist, shellDir) {
  const shellRuntime = federationRuntimeOf(shellDir);
  if (!shellRuntime) throw new Error(`the live shell in ${shellDir} has no mf-manifest.json; build the shell first`);
  const remoteRuntime = federationRuntimeOf(dist);
  if (remoteRuntime !== shellRuntime) {
    throw new Error(`${remote} was built with Module Federation runtime ${remoteRuntime ?? 'unknown'} but the live shell runs ${shellRuntime}; rebuild ${remote} with @module-federation/enhanced ${shellRuntime}`);
  }
}

/**
 * The live manifest gives each release's entry as remoteEntry.js beside its mf-manifest.json
 * (services/gateway release-store.ts entryUrl), and the shell's runtime loads that file without reading
 * the manifest: a build whose manifest names another entry would not load, so it is refused.
 */
export function assertEntryBesideManifest(remote, dist) {
  const entry = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')).metaData?.remoteEntry;
  if (entry?.name !== 'remoteEntry.js' || (entry.path ?? '') !== '' || !existsSync(join(dist, 'remoteEntry.js'))) {
    throw new Error(`${remote}'s federation entry must be remoteEntry.js beside its mf-manifest.json; its manifest names ${JSON.stringify(entry ?? null)}`);
  }
}

/**
 * Copies a remote's build into CDN_DIR/<remote>/<version>/ (never overwriting a published version)
 * and returns the version. Source maps stay out of the CDN.
 */
export function publishBuild(root, remote, cdnDir, { shellDir = join(root, 'shell', 'dist') } = {}) {
  const dist = join(root, remote, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json'))) throw new Error(`${remote} has no build in ${relative(root, dist)}; build it first`);
  assertSameFederationRuntime(remote, dist, shellDir);
  assertEntryBesideManifest(remote, dist);
  const pkg = JSON.parse(readFileSync(join(root, remote, 'package.json'), 'utf8'));
  const version = `${pkg.version}-${hashBuild(dist)}`;
  const target = join(cdnDir, remote, version);
  if (!existsSync(target)) {
    const staging = `${target}.staging`;
    cpSync(dist, staging, { recursive: true, filter: (source) => !source.endsWith('.map') });
    renameSync(staging, target);
  }
  return version;
}

/** Makes `version` the current release of `remote`, remembering the one before for rollback. */
export function switchTo(cdnDir, remote, version) {
  const pointers = readPointers(cdnDir);
  const entry = pointers.remotes[remote] ?? { current: null, history: [] };
  if (entry.current === version) return { changed: false, version };
  if (entry.current) entry.history = [entry.current, ...entry.history.filter((v) => v !== version)].slice(0, 20);
  entry.current = version;
  pointers.remotes[remote] = entry;
  writePointers(cdnDir, pointers);
  return { changed: true, version };
}

/** Switches back to the release before the current one. */
export function rollback(cdnDir, remote) {
  const pointers = readPointers(cdnDir);
  const entry = pointers.remotes[remote];
  if (!entry?.history?.length) throw new Error(`${remote} has no earlier release to roll back to`);
  const [previous, ...rest] = entry.history;
  pointers.remotes[remote] = { current: previous, history: rest };
  writePointers(cdnDir, pointers);
  return { from: entry.current, to: previous };
}

/**
 * At start: publish each remote's current build if that exact build is not released yet. A build
 * already released keeps whatever pointer is set (so a rollback survives a restart).
 */
export function publishNewBuilds(root, cdnDir) {
  const pointers = readPointers(cdnDir);
  for (const remote of REMOTES) {
    const dist = join(root, remote, 'dist');
    if (!existsSync(dist)) continue;
    const alreadyPublished = existsSync(join(cdnDir, remote, `${JSON.parse(readFileSync(join(root, remote, 'package.json'), 'utf8')).version}-${hashBuild(dist)}`));
    const version = publishBuild(root, remote, cdnDir);
    if (!alreadyPublished || !pointers.remotes[remote]) switchTo(cdnDir, remote, version);
  }
}
