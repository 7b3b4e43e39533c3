// What the release store checks of a candidate build before anything is published: the layout the live
// manifest relies on (here), then the release gate's comparison with the live apps (release-gate.ts).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTE_ENTRY_FILE } from '../remotes/release-store';
import { checkCandidate, describeVerdict, type ReleaseManifest } from './release-gate';
import { type ReleasePointers, SHELL_APP, versionDir } from './release-pointers';

/** The file every build writes beside its mf-manifest.json for the gate (shared/build-config). */
export const RELEASE_MANIFEST_FILE = 'release.json';

export interface CheckResult {
  /** empty: the candidate may go live */
  refusals: string[];
  /** told to the releasing team, not blocking */
  warnings: string[];
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The Module Federation runtime version a build was made with, as its mf-manifest.json records it. */
async function federationRuntimeOf(dir: string): Promise<string | null> {
  return (await readJson<{ metaData?: { pluginVersion?: string } }>(join(dir, 'mf-manifest.json')))?.metaData?.pluginVersion ?? null;
}

/**
 * The layout the gateway serves a release by, whatever the gate says: a federation manifest, and for a remote
 * its entry as remoteEntry.js beside it (the live manifest's entryUrl, which the shell loads without reading
 * the manifest); for the shell the index.html template every page is made from.
 */
async function layoutRefusals(app: string, dir: string): Promise<string[]> {
  const manifest = await readJson<{ metaData?: { remoteEntry?: { name?: string; path?: string } } }>(join(dir, 'mf-manifest.json'));
  if (!manifest) return [`${app}'s build has no mf-manifest.json at its top level: send the build folder itself (${app}/dist), not its parent.`];
  if (app === SHELL_APP) return existsSync(join(dir, 'index.html')) ? [] : ['The shell build has no index.html: the gateway makes every page from it. Build the shell with its webpack config.'];
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name !== REMOTE_ENTRY_FILE || (entry.path ?? '') !== '' || !existsSync(join(dir, REMOTE_ENTRY_FILE))) {
    return [`${app}'s federation entry must be ${REMOTE_ENTRY_FILE} beside its mf-manifest.json; its manifest names ${JSON.stringify(entry ?? null)}.`];
  }
  return [];
}

/**
 * A build made before the gate's release.json existed: only the federation runtime can be compared (each
 * remote runs on the shell's one runtime, issue 13). Kept so such builds can still be released; a build of
 * the current shared/build-config always carries release.json and goes through the gate.
 */
async function runtimeRefusals(app: string, dir: string, live: LiveDirs): Promise<string[]> {
  const runtime = await federationRuntimeOf(dir);
  if (app === SHELL_APP) {
    const refusals: string[] = [];
    for (const [remote, remoteDir] of Object.entries(live.remotes)) {
      const remoteRuntime = await federationRuntimeOf(remoteDir);
      if (remoteRuntime && remoteRuntime !== runtime) refusals.push(`The shell candidate runs Module Federation runtime ${runtime ?? 'unknown'}, but the live ${remote} was built for ${remoteRuntime}. Release ${remote} built with @module-federation/enhanced ${runtime} first.`);
    }
    return refusals;
  }
  const shellRuntime = await federationRuntimeOf(live.shell);
  if (!shellRuntime) return [`No live shell build to check ${app} against (${live.shell} has no mf-manifest.json): release the shell first.`];
  if (runtime !== shellRuntime) return [`${app} was built with Module Federation runtime ${runtime ?? 'unknown'} but the live shell runs ${shellRuntime}; rebuild ${app} with @module-federation/enhanced ${shellRuntime}.`];
  return [];
}

/** The folders of the live apps: each released app's current version, and the fallback shell when none is released. */
export interface LiveDirs {
  shell: string;
  remotes: Record<string, string>;
}

export function liveDirs(cdnDir: string, pointers: ReleasePointers, fallbackShellDir: string): LiveDirs {
  return {
    shell: pointers.shell ? versionDir(cdnDir, SHELL_APP, pointers.shell.current) : fallbackShellDir,
    remotes: Object.fromEntries(Object.entries(pointers.remotes).map(([remote, { current }]) => [remote, versionDir(cdnDir, remote, current)])),
  };
}

/**
 * Everything that decides whether `app`'s candidate in `dir` may replace its live release: the layout, then
 * the gate (ADR 0017 §3) against the live apps' release.json. Called with the store locked, so "live" cannot
 * change between the check and the switch.
 */
export async function checkRelease(app: string, dir: string, live: LiveDirs): Promise<CheckResult> {
  const layout = await layoutRefusals(app, dir);
  if (layout.length) return { refusals: layout, warnings: [] };
  const candidate = await readJson<ReleaseManifest>(join(dir, RELEASE_MANIFEST_FILE));
  if (!candidate) {
    return {
      refusals: await runtimeRefusals(app, dir, live),
      warnings: [`${app}'s build has no ${RELEASE_MANIFEST_FILE}: only its federation runtime was checked. Rebuild it with the current shared/build-config to be checked by the release gate.`],
    };
  }
  const liveManifests: Record<string, ReleaseManifest | null> = {};
  for (const [name, liveDir] of [[SHELL_APP, live.shell], ...Object.entries(live.remotes)]) {
    // The fallback shell (no shell released) counts as live when it has a build.
    if (existsSync(join(liveDir, 'mf-manifest.json'))) liveManifests[name] = await readJson<ReleaseManifest>(join(liveDir, RELEASE_MANIFEST_FILE));
  }
  const verdict = checkCandidate({ app, candidate, live: liveManifests });
  return { refusals: verdict.refusals.map((finding) => finding.message), warnings: describeVerdict({ ...verdict, refusals: [] }) };
}
