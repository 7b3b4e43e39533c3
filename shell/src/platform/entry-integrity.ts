import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRelease } from '@rendezvous/contracts';

/**
 * ADR 0017 §6: the shell's federation runtime loads each remote's remoteEntry.js with the Subresource
 * Integrity the live manifest gives for it (the gateway's integrity.json). The entry's own runtime carries
 * the hashes of the chunks it loads (shared/build-config/chunk-integrity-plugin.js), so this one value
 * covers all of a release: a changed byte anywhere is refused by the browser, never run, and the area shows
 * its fallback. crossorigin="anonymous": SRI needs a CORS response (the CDN allows any origin), and the
 * page's preload of the entry is made the same way (services/gateway preload-links.ts), so it is reused.
 */
const pinned = new Map<string, string>();

const absolute = (url: string) => new URL(url, window.location.href).href;

/** The entries of the manifest in use, with their hashes; a release without one (published before integrity.json) loads unpinned. */
export function pinEntries(releases: RemoteRelease[]): void {
  for (const release of releases) {
    if (release.integrity) pinned.set(absolute(release.entryUrl), release.integrity);
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
