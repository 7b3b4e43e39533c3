import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRelease } from '@rendezvous/contracts';

/**
 * ADR 0017 §6: the shell's federation runtime loads each remote's remoteEntry.js with the Subresource
 * Integrity the live manifest gives for it (the gateway's integrity.json): a changed byte is refused by the
 * browser, never run, and the area shows its fallback. crossorigin="anonymous": SRI needs a CORS response
 * (the CDN allows any origin), and the page's preload of the entry is made the same way
 * (services/gateway preload-links.ts), so it is reused.
 *
 * The entry's runtime loads each of its chunks with that chunk's hash, and refuses a chunk whose hash it
 * does not know (shared/build-config/chunk-integrity-plugin.js). It finds them on `window.__rdvIntegrity`,
 * by the release's folder URL (the runtime's public path): the hashes the page's plan gave for the remote's
 * first files (the inlined manifest's `files`), and the gateway's address of the release's whole table for
 * any other chunk. Published here, by the page's own code, before the entry runs.
 */
export interface ReleaseIntegrity {
  /** file name in the release folder -> `sha256-…` */
  files: Record<string, string>;
  /** where the gateway that served the page answers the release's integrity.json (same origin) */
  table: string;
}

declare global {
  interface Window {
    __rdvIntegrity?: Record<string, ReleaseIntegrity>;
  }
}

const pinned = new Map<string, string>();

const absolute = (url: string) => new URL(url, window.location.href).href;

/** The entries of the manifest in use, with their hashes; a release without one (published before integrity.json) loads unpinned. */
export function pinEntries(releases: RemoteRelease[]): void {
  const published = (window.__rdvIntegrity ??= {});
  for (const release of releases) {
    if (!release.integrity) continue;
    const entryUrl = absolute(release.entryUrl);
    pinned.set(entryUrl, release.integrity);
    const folder = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
    const table = `/api/integrity/${encodeURIComponent(release.name)}/${encodeURIComponent(release.version)}`;
    // A later manifest (/api/remotes.json, after a retry) names no files: what the page gave is kept.
    published[folder] = { files: { ...published[folder]?.files, ...release.files }, table };
  }
}

export function entryIntegrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rdv-entry-integrity',
    createScript({ url }) {
      const integrity = pinned.get(absolute(url));
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      script.src = url;
      return script;
    },
  };
}
