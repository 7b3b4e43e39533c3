import type { RemoteRelease, RemotesManifest } from '@rendezvous/contracts';
import { scopeOf } from '@rendezvous/contracts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

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
    .map(([name, { current }]) => ({
      name,
      scope: scopeOf(name),
      version: current,
      manifestUrl: `${cdnOrigin}/cdn/${name}/${encodeURIComponent(current)}/mf-manifest.json`,
    }));
  return { remotes };
}
