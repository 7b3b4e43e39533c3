import { registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRelease, RemotesManifest } from '@rendezvous/contracts';
import { apiRequest } from '@rendezvous/api-client';
import { i18n } from '@rendezvous/i18n';
import { provideWidgetLoader, readInlinedJson, reloadIfChunkVanished, type WidgetLoader } from '@rendezvous/remote-kit';
import { isOwnedBy, REMOTE_NAMES, type RemoteName } from '@rendezvous/route-table';
import { RemoteFallback } from '@rendezvous/ui';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import {
  getAppStatus,
  MOUNTED,
  MOUNTING,
  registerApplication,
  triggerAppChange,
  UNMOUNTING,
  unloadApplication,
  UPDATING,
  type LifeCycles,
  type ParcelConfig,
} from 'single-spa';
import { entryIntegrityPlugin, pinEntries } from './entry-integrity';
import { dropServerMarkupLeftBehind, getRemoteSlot } from './slots';
import { remoteTelemetry } from '../telemetry/remote-telemetry';

export interface SlotProps {
  domElement: HTMLElement;
}

let releases = new Map<string, RemoteRelease>();

/** Reads the live manifest; the shell has no remote address of its own. */
export async function fetchRemotesManifest(): Promise<RemotesManifest> {
  return apiRequest<RemotesManifest>('/api/remotes.json', { retries: 2 });
}

/**
 * The manifest at start: the gateway inlines the live one into the page (services/gateway preload-links.ts),
 * which saves a round trip before the first remote can load; without it (an older gateway) it is fetched.
 * Retries and widgets fetch afresh.
 */
export async function initialRemotesManifest(): Promise<RemotesManifest> {
  // Absent or unreadable: ask the API.
  const inlined = readInlinedJson<RemotesManifest>('rdv-remotes');
  if (inlined && Array.isArray(inlined.remotes)) return inlined;
  return fetchRemotesManifest();
}

let integrityPluginRegistered = false;

function applyManifest(manifest: RemotesManifest): void {
  releases = new Map(manifest.remotes.map((release) => [release.name, release]));
  // Each entry loads with its hash from the manifest (ADR 0017 §6); the plugin is registered before the first load.
  pinEntries(manifest.remotes);
  if (!integrityPluginRegistered) registerPlugins([entryIntegrityPlugin()]);
  integrityPluginRegistered = true;
  // Each report names the version and cohort of the entry the runtime loads (a canary's failures are its own).
  remoteTelemetry.knowReleases(manifest.remotes);
  // force: a retry or a new release replaces what the runtime cached for the remote. The entry, not the
  // mf-manifest.json: the runtime is built without its manifest snapshot (shared/build-config/webpack-app.js).
  registerRemotes(
    manifest.remotes.map((release) => ({ name: release.scope, entry: release.entryUrl })),
    { force: true },
  );
}

interface SlotLifecycles {
  bootstrap: () => Promise<void>;
  mount: (props: SlotProps) => Promise<void>;
  unmount: (props: SlotProps) => Promise<void>;
}

type LifecycleStep = LifeCycles<SlotProps>['mount'];

/** single-spa allows a lifecycle to be one function or a list run in order. */
async function runLifecycle(step: LifecycleStep, props: SlotProps): Promise<void> {
  const steps = Array.isArray(step) ? step : [step];
  for (const fn of steps) await (fn as (p: SlotProps) => Promise<unknown>)(props);
}

/** A remote that cannot be shown: its slot gets the localized fallback with a retry. */
function fallbackLifecycles(remote: RemoteName): SlotLifecycles {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement }) => {
      // The server's rendering of the page is still readable: it stays rather than giving way to the fallback.
      if (domElement.hasAttribute('data-ssr')) return;
      root = createRoot(domElement);
      root.render(
        <I18nextProvider i18n={i18n}>
          <RemoteFallback onRetry={() => void retryRemote(remote)} />
        </I18nextProvider>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}

/** Wraps a remote's lifecycles so that a throwing mount shows the fallback instead of breaking the app. */
export function guardRemoteLifecycles(remote: RemoteName, lifecycles: LifeCycles<SlotProps>): LifeCycles<SlotProps> {
  const fallback = fallbackLifecycles(remote);
  let showingFallback = false;
  return {
    bootstrap: lifecycles.bootstrap,
    mount: async (props) => {
      try {
        await runLifecycle(lifecycles.mount, props);
        showingFallback = false;
        remoteTelemetry.report('mount', remote);
      } catch (error) {
        console.error(`[shell] ${remote} failed to mount`, error);
        remoteTelemetry.report('mount-error', remote);
        showingFallback = true;
        await fallback.mount(props);
      }
    },
    unmount: async (props) => {
      if (showingFallback) return fallback.unmount(props);
      return runLifecycle(lifecycles.unmount, props);
    },
  };
}

async function loadLifecycles(remote: RemoteName): Promise<LifeCycles<SlotProps> | SlotLifecycles> {
  const release = releases.get(remote);
  if (!release) return fallbackLifecycles(remote);
  try {
    const lifecycles = await loadRemote<LifeCycles<SlotProps>>(`${release.scope}/lifecycles`);
    if (!lifecycles) throw new Error(`${remote} exposes no lifecycles`);
    return guardRemoteLifecycles(remote, lifecycles);
  } catch (error) {
    console.error(`[shell] ${remote} could not be loaded`, error);
    remoteTelemetry.report('load-error', remote);
    // Only a chunk that vanished after a release is cured by a reload; an unreachable remote is not.
    // A file still there that failed (its integrity, ADR 0017 §6) is not: the fallback stays, without a reload.
    void reloadIfChunkVanished(error);
    return fallbackLifecycles(remote);
  }
}

/**
 * The page's HTML preloads the owning remote's files (the gateway's preload plan). A preload that failed
 * (the remote's CDN was down) answers the next request for its file with the same failure, once: so
 * before a retry each of them is taken by a throwaway script element, which receives that stored failure
 * (a preload that did arrive only runs its chunk once more, which webpack ignores), and the links go.
 * The retry's own requests then reach the network.
 */
async function releasePreloadsOf(remote: RemoteName): Promise<void> {
  const release = releases.get(remote);
  if (!release) return;
  const base = new URL(release.manifestUrl, window.location.href).href.replace(/[^/]*$/, '');
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).filter((link) => link.href.startsWith(base));
  await Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.remove();
          if (link.as !== 'script') return resolve();
          const script = document.createElement('script');
          // As the preload was made (its integrity and CORS mode), or the stored answer is not the one taken;
          // with its integrity, a changed file taken here is refused rather than run.
          script.crossOrigin = link.crossOrigin;
          if (link.integrity) script.integrity = link.integrity;
          script.src = link.href;
          script.onload = script.onerror = () => {
            script.remove();
            resolve();
          };
          document.head.appendChild(script);
        }),
    ),
  );
}

/** Retry from a fallback: read the manifest again, drop the cached remote, mount afresh. */
export async function retryRemote(remote: RemoteName): Promise<void> {
  await releasePreloadsOf(remote);
  try {
    applyManifest(await fetchRemotesManifest());
  } catch (error) {
    console.error('[shell] manifest still unavailable', error);
  }
  await unloadApplication(remote, { waitForUnmount: false });
  await triggerAppChange();
}

/**
 * How every <RemoteWidget> on the page gets a widget (remote-kit widget-loader.ts): the exposed module
 * of the remote's live release, through the same Module Federation runtime as the routes. A retry
 * (`fresh`) reads the manifest again first, so a remote that was down or has been released anew is
 * fetched from its current address.
 */
/**
 * Settles once registerRemoteApplications has applied the page's own manifest (or found none). A widget
 * can mount in the shell's first render (a member's welcome banner), before that: it waits for the
 * page's manifest instead of asking the API for another.
 */
let pageManifestSettled: () => void = () => undefined;
const pageManifest = new Promise<void>((resolve) => (pageManifestSettled = resolve));

const loadWidgetParcel: WidgetLoader = async (remote, widget, { fresh }) => {
  await pageManifest;
  if (fresh || !releases.has(remote)) applyManifest(await fetchRemotesManifest());
  const release = releases.get(remote);
  if (!release) throw new Error(`${remote} has no release`);
  try {
    const exposed = await loadRemote<ParcelConfig | { default: ParcelConfig }>(`${release.scope}/${widget}`);
    const config = exposed && 'default' in exposed ? exposed.default : exposed;
    if (!config || typeof config !== 'object' || !('mount' in config)) throw new Error(`${remote} exposes no widget ${widget}`);
    return config;
  } catch (error) {
    // As for routes: only a chunk that vanished after a release is cured by a reload.
    void reloadIfChunkVanished(error);
    throw error;
  }
};

/** Widgets load through loadWidgetParcel; provided before the shell's first render, which may mount one. */
export function provideRemoteWidgets(): void {
  provideWidgetLoader(loadWidgetParcel);
}

/** Registers every remote with single-spa by the route table; each loads on first visit. */
export function registerRemoteApplications(manifest: RemotesManifest | null): void {
  if (manifest) applyManifest(manifest);
  pageManifestSettled();
  for (const remote of REMOTE_NAMES) {
    registerApplication<SlotProps>({
      name: remote,
      app: () => loadLifecycles(remote),
      activeWhen: (location) => isOwnedBy(remote, location.pathname),
      customProps: () => ({ domElement: getRemoteSlot(remote) }),
    });
  }
  // single-spa:before-routing-event fires with the new location in place, before any unmount or mount.
  window.addEventListener('single-spa:before-routing-event', () =>
    dropServerMarkupLeftBehind(
      (remote) => isOwnedBy(remote as RemoteName, window.location.pathname),
      // mounting or mounted: the remote's own unmount clears its slot when it goes
      (remote) => [MOUNTED, MOUNTING, UPDATING, UNMOUNTING].includes(getAppStatus(remote) ?? ''),
    ),
  );
}
