import type { RemotesManifest } from '@rendezvous/contracts';
import { type Locale } from '@rendezvous/contracts';
import { matchRoute } from '@rendezvous/route-table';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildRemotesManifest } from '../remotes/release-store';

/**
 * What the page's HTML names up front (issue 13), so that a first visit does not discover its files one
 * round trip after another (HTML → main.js → bootstrap → manifest → remote entry → exposed chunk →
 * catalogue):
 * - the live remotes manifest, inlined (the shell reads it instead of asking /api/remotes.json);
 * - the shell's entry (first: it starts everything), its start chunks and its catalogue chunks for the
 *   page's locale;
 * - for the remote that owns the path (the route table): its remoteEntry.js (the shell's runtime loads the
 *   entry itself, never the mf-manifest.json: release-store.ts entryUrl), the exposed lifecycles' own chunks, the shared modules they consume (the shell's copy where the shell
 *   provides one, else the remote's own) and its catalogue for the locale.
 * Nothing of a remote that does not own the path is named. Every name comes from the build's own
 * records (preload-manifest.json, mf-manifest.json), never from a guess.
 */
export interface PagePreload {
  remotes: RemotesManifest;
  /** href and `as` of each <link rel="preload">, in the order the page needs them */
  links: Array<{ href: string; as: 'script' }>;
}

/** shared/build-config/preload-manifest-plugin.js writes it beside every build. */
interface PreloadManifest {
  entry?: string[];
  startup?: string[];
  startupShared?: string[];
  shared?: Record<string, string[]>;
  locales?: Record<string, string[]>;
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name: string; assets?: { js?: { sync?: string[] } } }>;
}

/** A published remote version never changes: its two manifests are read once. The shell's build is re-read when it changes. */
const versionCache = new Map<string, Promise<{ federation: FederationManifest | null; preload: PreloadManifest | null }>>();
let shellCache: { mtimeMs: number; preload: PreloadManifest | null } | null = null;

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

async function shellPreload(shellDir: string): Promise<PreloadManifest | null> {
  const file = join(shellDir, 'preload-manifest.json');
  const mtimeMs = await stat(file).then((s) => s.mtimeMs, () => -1);
  if (shellCache?.mtimeMs !== mtimeMs) shellCache = { mtimeMs, preload: mtimeMs < 0 ? null : await readJson<PreloadManifest>(file) };
  return shellCache.preload;
}

function remoteManifests(cdnDir: string, remote: string, version: string) {
  const key = `${remote}@${version}`;
  let cached = versionCache.get(key);
  if (!cached) {
    const dir = join(cdnDir, remote, version);
    cached = Promise.all([readJson<FederationManifest>(join(dir, 'mf-manifest.json')), readJson<PreloadManifest>(join(dir, 'preload-manifest.json'))]).then(
      ([federation, preload]) => ({ federation, preload }),
    );
    versionCache.set(key, cached);
  }
  return cached;
}

export async function planPagePreload(options: { path: string; locale: Locale; shellDir: string; cdnDir: string; cdnOrigin: string }): Promise<PagePreload> {
  const { path, locale, shellDir, cdnDir, cdnOrigin } = options;
  const remotes = await buildRemotesManifest(cdnDir, cdnOrigin);
  const links: PagePreload['links'] = [];
  const scripts = new Set<string>();
  const script = (href: string) => {
    if (!scripts.has(href)) links.push({ href, as: 'script' });
    scripts.add(href);
  };
  const shell = await shellPreload(shellDir);
  for (const file of [...(shell?.entry ?? []), ...(shell?.startup ?? []), ...(shell?.locales?.[locale] ?? [])]) script(`/shell/${file}`);

  const owner = matchRoute(path)?.route.owner;
  const release = owner ? remotes.remotes.find((r) => r.name === owner) : undefined;
  if (release) {
    const base = release.manifestUrl.slice(0, release.manifestUrl.lastIndexOf('/') + 1);
    const { federation, preload } = await remoteManifests(cdnDir, release.name, release.version);
    if (federation?.metaData?.remoteEntry?.name) {
      script(release.entryUrl);
      const lifecycles = federation.exposes?.find((expose) => expose.name === 'lifecycles');
      for (const file of preload?.startup ?? lifecycles?.assets?.js?.sync ?? []) script(`${base}${file}`);
      for (const key of preload?.startupShared ?? []) {
        const fromShell = shell?.shared?.[key];
        if (fromShell) for (const file of fromShell) script(`/shell/${file}`);
        else for (const file of preload?.shared?.[key] ?? []) script(`${base}${file}`);
      }
      for (const file of preload?.locales?.[locale] ?? []) script(`${base}${file}`);
    }
  }
  return { remotes, links };
}

/**
 * The <head> lines for a plan: the inlined manifest and one preload link per file. A page the server
 * rendered (`hydration`) gets no preloads: its scripts only make the visible HTML interactive, after the
 * page's own load (shell/public/after-load.js). Preloaded, even at low priority, they share a slow line
 * with the page's images: Lighthouse's simulated phone put the largest paint of / and a lander about
 * 0.4 s later with them (issue 12).
 */
export function preloadHead(plan: PagePreload, jsonForScript: (value: unknown) => string, { hydration = false }: { hydration?: boolean } = {}): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const lines = [`<script id="rdv-remotes" type="application/json">${jsonForScript(plan.remotes)}</script>`];
  if (hydration) return lines[0];
  // Without crossorigin: the runtime's plain <script> tags load them the same way.
  for (const { href, as } of plan.links) lines.push(`<link rel="preload" as="${as}" href="${escape(href)}" />`);
  return lines.join('\n    ');
}
