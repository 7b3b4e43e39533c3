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
}

export interface RemotesManifest {
  remotes: RemoteRelease[];
}

export function scopeOf(remoteName: string): string {
  return remoteName.replace(/-/g, '_');
}
