import type { RemoteRelease, RemotesManifest } from '@rendezvous/contracts';
import { scopeOf } from '@rendezvous/contracts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The file name of every remote's federation entry (shared/build-config/webpack-app.js). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The release pointer file `CDN_DIR/releases.json`, written by `npm run deploy` / `npm run rollback`
 * (tools/release.mjs): for each remote the current immutable version and the ones before it.
 */
export interface ReleasePointers {
  remotes: Record<string, { current: string; history: string[] }>;
}

export async function readReleasePointers(cdnDir: string): Promise<ReleasePointers> {
  try {
    return JSON.parse(await readFile(join(cdnDir, 'releases.json'), 'utf8')) as ReleasePointers;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
    throw error;
  }
}

/** The live manifest: read on every request, so a switched pointer is seen at once. */
export async function buildRemotesManifest(cdnDir: string, cdnOrigin: string): Promise<RemotesManifest> {
  const pointers = await readReleasePointers(cdnDir);
  const remotes: RemoteRelease[] = Object.entries(pointers.remotes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, { current }]) => {
      const base = `${cdnOrigin}/cdn/${name}/${encodeURIComponent(current)}/`;
      // Every release's entry is remoteEntry.js beside its manifest: the release refuses any other (tools/platform/releases.mjs).
      return { name, scope: scopeOf(name), version: current, manifestUrl: `${base}mf-manifest.json`, entryUrl: `${base}${REMOTE_ENTRY_FILE}` };
    });
  return { remotes };
}
