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
  /** what the page will do differently, for information (a remote loading its own copy of ui) */
  notes: string[];
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * The layout the gateway serves a release by, whatever the gate says: a federation manifest, and for a remote
 * its entry as remoteEntry.js beside it (the live manifest's entryUrl, which the shell loads without reading
 * the manifest); for the shell the index.html template every page is made from.
 */
async function layoutRefusals(app: string, dir: string): Promise<string[]> {
  const manifest = await readJson<{ metaData?: { remoteEntry?: { name?: string; path?: string } } }>(join(dir, 'mf-manifest.json'));
  if (!manifest) return [`${app}'s build has no mf-manifest.json at its top level: send the build folder itself (${app}/dist), not its parent.`];
  if (app === SHELL_APP)
    return existsSync(join(dir, 'index.html'))
      ? []
      : ['The shell build has no index.html: the gateway makes every page from it. Build the shell with its webpack config.'];
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name !== REMOTE_ENTRY_FILE || (entry.path ?? '') !== '' || !existsSync(join(dir, REMOTE_ENTRY_FILE))) {
    return [`${app}'s federation entry must be ${REMOTE_ENTRY_FILE} beside its mf-manifest.json; its manifest names ${JSON.stringify(entry ?? null)}.`];
  }
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
  if (layout.length) return { refusals: layout, warnings: [], notes: [] };
  // Fail closed: a build without release.json cannot be shown compatible, so the gate refuses it (and says how to
  // make one); live apps released before release.json existed are only warned about, pair by pair.
  const candidate = await readJson<ReleaseManifest>(join(dir, RELEASE_MANIFEST_FILE));
  const liveManifests: Record<string, ReleaseManifest | null> = {};
  for (const [name, liveDir] of [[SHELL_APP, live.shell], ...Object.entries(live.remotes)]) {
    // The fallback shell (no shell released) counts as live when it has a build.
    if (existsSync(join(liveDir, 'mf-manifest.json'))) liveManifests[name] = await readJson<ReleaseManifest>(join(liveDir, RELEASE_MANIFEST_FILE));
  }
  const verdict = checkCandidate({ app, candidate, live: liveManifests });
  return { refusals: verdict.refusals.map((finding) => finding.message), warnings: describeVerdict({ ...verdict, refusals: [] }), notes: verdict.notes };
}
