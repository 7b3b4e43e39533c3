import type { RemotesManifest } from '@rendezvous/contracts';
import { type Locale } from '@rendezvous/contracts';
import { matchRoute } from '@rendezvous/route-table';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { readIntegrity } from '../releases/integrity';
import { buildRemotesManifest } from '../remotes/release-store';
import type { Visitor } from '../canary/cohort';

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
  /**
   * href and `as` of each <link rel="preload">, in the order the page needs them; a released remote's file
   * has its `integrity` (the release's integrity.json, ADR 0017 §6), as the script that takes it will have
   */
  links: Array<{ href: string; as: 'script'; integrity?: string }>;
}

/** shared/build-config/preload-manifest-plugin.js writes it beside every build. */
interface PreloadManifest {
  entry?: string[];
  startup?: string[];
  startupShared?: string[];
  shared?: Record<string, string[]>;
  locales?: Record<string, string[]>;
  /** a remote's named lazy chunks' files (webpackChunkName) */
  named?: Record<string, string[]>;
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name: string; assets?: { js?: { sync?: string[] } } }>;
}

/** A published remote version never changes: its two manifests are read once. The shell's build is re-read when it changes. */
const versionCache = new Map<string, Promise<{ federation: FederationManifest | null; preload: PreloadManifest | null }>>();
let shellCache: { file: string; mtimeMs: number; preload: PreloadManifest | null } | null = null;

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

async function shellPreload(shellDir: string): Promise<PreloadManifest | null> {
  const file = join(shellDir, 'preload-manifest.json');
  const mtimeMs = await stat(file).then(
    (s) => s.mtimeMs,
    () => -1,
  );
  // Keyed by file too: a released shell's version folder changes with each release and rollback.
  if (shellCache?.file !== file || shellCache.mtimeMs !== mtimeMs)
    shellCache = { file, mtimeMs, preload: mtimeMs < 0 ? null : await readJson<PreloadManifest>(file) };
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

export async function planPagePreload(options: {
  path: string;
  locale: Locale;
  shellDir: string;
  cdnDir: string;
  cdnOrigin: string;
  shellBase?: string;
  /** whose page: each remote's version is the one of the visitor's canary cohort (canary/cohort.ts) */
  visitor?: Visitor | null;
}): Promise<PagePreload> {
  const { path, locale, shellDir, cdnDir, cdnOrigin, shellBase = '/shell/', visitor = null } = options;
  const remotes = await buildRemotesManifest(cdnDir, cdnOrigin, visitor);
  const links: PagePreload['links'] = [];
  const scripts = new Set<string>();
  const script = (href: string, integrity?: string) => {
    if (!scripts.has(href)) links.push({ href, as: 'script', ...(integrity ? { integrity } : {}) });
    scripts.add(href);
  };
  const shell = await shellPreload(shellDir);
  for (const file of [...(shell?.entry ?? []), ...(shell?.startup ?? []), ...(shell?.locales?.[locale] ?? [])]) script(`${shellBase}${file}`);

  const owner = matchRoute(path)?.route.owner;
  const release = owner ? remotes.remotes.find((r) => r.name === owner) : undefined;
  if (release) {
    const base = release.manifestUrl.slice(0, release.manifestUrl.lastIndexOf('/') + 1);
    const { federation, preload } = await remoteManifests(cdnDir, release.name, release.version);
    const table = await readIntegrity(join(cdnDir, release.name, release.version));
    // The hashes of the remote's files the page starts with ride in the inlined manifest too: the remote's
    // runtime loads each chunk with its hash from there (ADR 0017 §6; a page the server rendered has no
    // preloads, but its scripts load the same files), and asks the gateway only for a chunk not named here.
    // Under brotli they cost little: each repeats a preload link's hash.
    const files: Record<string, string> = {};
    const remoteScript = (file: string) => {
      if (table?.[file]) files[file] = table[file];
      script(`${base}${file}`, table?.[file]);
    };
    if (federation?.metaData?.remoteEntry?.name) {
      script(release.entryUrl, release.integrity);
      const lifecycles = federation.exposes?.find((expose) => expose.name === 'lifecycles');
      for (const file of preload?.startup ?? lifecycles?.assets?.js?.sync ?? []) remoteScript(file);
      for (const key of preload?.startupShared ?? []) {
        const fromShell = shell?.shared?.[key];
        if (fromShell) for (const file of fromShell) script(`${shellBase}${file}`);
        else for (const file of preload?.shared?.[key] ?? []) remoteScript(file);
      }
      for (const file of preload?.locales?.[locale] ?? []) remoteScript(file);
    }
    if (Object.keys(files).length > 0) {
      return { remotes: { remotes: remotes.remotes.map((r) => (r === release ? { ...r, files } : r)) }, links };
    }
  }
  return { remotes, links };
}

/**
 * A page the server rendered hydrates with lazy chunks beyond the remote's start (a lander's design): the
 * render names them (ServerRenderResult.chunks), and their hashes join the owner's `files` in the inlined
 * manifest, so the remote's runtime checks them without asking the gateway for the release's whole table
 * (ADR 0017 §6). Nothing is preloaded for them (a server-rendered page preloads no script, see below).
 */
export async function withRenderedChunks(plan: PagePreload, cdnDir: string, remote: string, chunks: string[] | undefined): Promise<PagePreload> {
  const release = plan.remotes.remotes.find((r) => r.name === remote);
  if (!release || !chunks?.length) return plan;
  const [{ preload }, table] = await Promise.all([
    remoteManifests(cdnDir, release.name, release.version),
    readIntegrity(join(cdnDir, release.name, release.version)),
  ]);
  const files: Record<string, string> = { ...release.files };
  for (const file of chunks.flatMap((chunk) => preload?.named?.[chunk] ?? [])) if (table?.[file]) files[file] = table[file];
  if (Object.keys(files).length === 0) return plan;
  return { ...plan, remotes: { remotes: plan.remotes.remotes.map((r) => (r === release ? { ...r, files } : r)) } };
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
  // A preload is reused only by a request made the same way: the shell's files load as plain <script> tags
  // (no crossorigin); a remote's files with their integrity, in CORS mode (the shell's entry plugin and the
  // remote's own chunk loading, ADR 0017 §6), else the browser downloads them twice.
  for (const { href, as, integrity } of plan.links) {
    const checked = integrity ? ` integrity="${escape(integrity)}" crossorigin="anonymous"` : '';
    lines.push(`<link rel="preload" as="${as}" href="${escape(href)}"${checked} />`);
  }
  return lines.join('\n    ');
}
