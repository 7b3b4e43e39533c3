import type { RemoteRelease, RemotesManifest } from '@rendezvous/contracts';
import { scopeOf } from '@rendezvous/contracts';
import { join } from 'node:path';
import { integrityOf } from '../releases/integrity';
import { readReleasePointers } from '../releases/release-pointers';
import { releaseFor, type Visitor } from '../canary/cohort';

/** The file name of every remote's federation entry (shared/build-config/webpack-app.js). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

// The pointer file CDN_DIR/releases.json (remotes and the shell) is the release store's (releases/).
export { readReleasePointers, type ReleasePointers } from '../releases/release-pointers';

/**
 * The live manifest: read on every request, so a switched pointer is seen at once. Each remote's version is
 * the one for the `visitor`'s cohort (canary/cohort.ts): the stable release, or its canary; no visitor, the
 * stable release.
 */
export async function buildRemotesManifest(cdnDir: string, cdnOrigin: string, visitor: Visitor | null = null): Promise<RemotesManifest> {
  const pointers = await readReleasePointers(cdnDir);
  const remotes: RemoteRelease[] = Object.entries(pointers.remotes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, pointer]) => {
      const { version, cohort } = releaseFor(name, pointer, visitor);
      const base = `${cdnOrigin}/cdn/${name}/${encodeURIComponent(version)}/`;
      // Every release's entry is remoteEntry.js beside its manifest: the release refuses any other (releases/release-checks.ts).
      return { name, scope: scopeOf(name), version, cohort, manifestUrl: `${base}mf-manifest.json`, entryUrl: `${base}${REMOTE_ENTRY_FILE}` };
    });
  return { remotes: await withEntryIntegrity(cdnDir, remotes) };
}

/** Each release pinned to its entry's hash (ADR 0017 §6), whichever version of the remote the manifest names. */
export function withEntryIntegrity(cdnDir: string, releases: RemoteRelease[]): Promise<RemoteRelease[]> {
  return Promise.all(
    releases.map(async (release) => {
      const integrity = await integrityOf(join(cdnDir, release.name, release.version), REMOTE_ENTRY_FILE);
      return integrity ? { ...release, integrity } : release;
    }),
  );
}
