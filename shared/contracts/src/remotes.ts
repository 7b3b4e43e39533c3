/** One released remote as the live manifest `GET /api/remotes.json` lists it. */
export interface RemoteRelease {
  /** Nx project name, e.g. mfe-landers */
  name: string;
  /** federation container name, e.g. mfe_landers */
  scope: string;
  /** immutable release id, e.g. 0.1.0+3f9a1c2b7d */
  version: string;
  /** URL of the release's mf-manifest.json */
  manifestUrl: string;
  /**
   * URL of the release's remoteEntry.js, beside its manifest: what the shell's federation runtime loads.
   * Straight from the entry, the runtime needs no snapshot of the manifest (its snapshot plugin is built
   * out, issue 13) and the page saves the manifest's round trip.
   */
  entryUrl: string;
  /**
   * Which cohort this visitor's version belongs to (ADR 0017 section 7): `canary` while the remote has a
   * canary and the visitor's cohort (or staff opt-in) is on it. The shell reports it with its telemetry.
   */
  cohort?: 'stable' | 'canary';
  /**
   * Subresource Integrity of that remoteEntry.js (`sha256-…`, from the release's integrity.json, ADR 0017 §6):
   * the shell loads the entry with it. Absent for a version published before integrity.json.
   */
  integrity?: string;
  /**
   * Only in the page's inlined manifest, for the remote that owns the page: the hashes of that remote's files
   * the page starts with (the gateway's page plan), by file name in the release folder. The remote's runtime
   * loads each of its chunks with its hash, from here or else from `GET /api/integrity/<name>/<version>`
   * (shared/build-config/chunk-integrity-plugin.js), and refuses a chunk with none.
   */
  files?: Record<string, string>;
}

export interface RemotesManifest {
  remotes: RemoteRelease[];
}

export function scopeOf(remoteName: string): string {
  return remoteName.replace(/-/g, '_');
}
