import {
  SERVER_RENDER_ENTRY,
  type Locale,
  type RemotesManifest,
  type ServerRenderModule,
  type ServerRenderResult,
  type SiteSettings,
} from '@rendezvous/contracts';
import { matchRoute, type LayoutName } from '@rendezvous/route-table';
import { existsSync } from 'node:fs';
import Module from 'node:module';
import { dirname, join } from 'node:path';
import { readVerified } from '../releases/integrity';

/**
 * Server rendering through the HTML composition seam (issue 12). The remote that owns a path may ship a
 * server bundle in its release (SERVER_RENDER_ENTRY, built by shared/build-config createServerRenderConfig);
 * the gateway loads the one of the *live* release, so releasing that remote alone changes the HTML, and a
 * rollback changes it back. A remote without one, a path it does not render, a failure or a slow render
 * all give the page the browser renders alone, as before: server rendering only ever adds.
 */
export interface ServerRenderedPage extends ServerRenderResult {
  remote: string;
  layout: LayoutName;
}

export interface ServerRenderOptions {
  /** path and query of the request */
  url: string;
  locale: Locale;
  settings: SiteSettings | null;
  remotes: RemotesManifest;
  cdnDir: string;
  fetchApi: <T>(path: string) => Promise<T>;
  /** past this, the browser renders the page (a render never holds a page up for long) */
  timeoutMs?: number;
  onError?: (error: unknown, remote: string) => void;
}

/**
 * The loaded server bundle of each remote's live release. A release directory never changes, so a
 * bundle is loaded once; when the live manifest names another version of the remote (a release or a
 * rollback), the one before is let go, from this cache (it never enters Node's module cache), so a gateway that
 * sees many releases holds one bundle per remote (each a few MB), not one per release it ever served.
 * A render already running on the old bundle finishes with it. A rollback loads the older file again.
 *
 * ADR 0017 §6, fail closed: the bundle's bytes are checked against the release's integrity.json and the
 * checked bytes themselves are compiled (no second read that could differ). A bundle that does not match
 * throws IntegrityMismatch: that page is rendered by the browser, the failure is logged (onError), and the
 * next request checks again (so a file put right is used again) rather than ever running it.
 */
export class ReleaseRenderers {
  private readonly loaded = new Map<string, { file: string; renderer: ServerRenderModule | null }>();

  /** The server renderer of the release in `versionDir`, or null when the release has no server bundle. */
  async rendererOf(remote: string, versionDir: string): Promise<ServerRenderModule | null> {
    const file = join(versionDir, SERVER_RENDER_ENTRY);
    const current = this.loaded.get(remote);
    if (current?.file === file) return current.renderer;
    const bundle = existsSync(file) ? compileBundle(file, (await readVerified(versionDir, SERVER_RENDER_ENTRY)).content) : null;
    // A rendering started meanwhile for the same file keeps the first one compiled.
    const raced = this.loaded.get(remote);
    if (raced?.file === file) return raced.renderer;
    const renderer = typeof bundle?.render === 'function' ? (bundle as ServerRenderModule) : null;
    this.loaded.set(remote, { file, renderer });
    return renderer;
  }

  /** The bundle files loaded now, one per remote at most. */
  files(): string[] {
    return [...this.loaded.values()].map(({ file }) => file);
  }
}

/**
 * A release's CommonJS server bundle, compiled from bytes already checked, as Node's require would (its own
 * `require` resolves from its folder), but kept out of Node's module cache: the bundle let go is collected.
 */
function compileBundle(file: string, content: Buffer): Partial<ServerRenderModule> {
  const bundle = new Module(file) as Module & { _compile(code: string, filename: string): void; paths: string[] };
  bundle.filename = file;
  bundle.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(dirname(file));
  bundle._compile(content.toString('utf8'), file);
  return bundle.exports as Partial<ServerRenderModule>;
}

const renderers = new ReleaseRenderers();

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export async function renderOnServer(options: ServerRenderOptions): Promise<ServerRenderedPage | null> {
  const path = options.url.split('?')[0];
  const match = matchRoute(path);
  const release = match ? options.remotes.remotes.find((r) => r.name === match.route.owner) : undefined;
  if (!match || !release) return null;
  const remote = release.name;
  try {
    const renderer = await renderers.rendererOf(remote, join(options.cdnDir, remote, release.version));
    if (!renderer) return null;
    const result = await withTimeout(
      renderer.render({ url: options.url, locale: options.locale, settings: options.settings, fetchApi: options.fetchApi }),
      options.timeoutMs ?? 1500,
    );
    return result ? { ...result, remote, layout: match.route.layout } : null;
  } catch (error) {
    options.onError?.(error, remote);
    return null;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The markup inside <div id="root"> for a server-rendered page: the remote's HTML in its slot, where the
 * shell finds and keeps it (shell/src/platform/slots.ts adoptServerRenderedSlots), inside a stand-in of
 * the layout's frame (the shell renders the real one over it), so the text sits where it will stay.
 */
export function serverRenderedRoot(page: ServerRenderedPage, siteName: string): string {
  const slot = `<div data-remote-slot="${escapeHtml(page.remote)}"${page.hydrate ? ` data-ssr="${escapeHtml(page.remote)}"` : ''}>${page.html}</div>`;
  const main = `<main id="main" class="rdv-main"><div class="rdv-slot-host">${slot}</div></main>`;
  if (page.layout === 'empty') return `<div class="rdv-layout rdv-layout--empty" data-layout="empty">${main}</div>`;
  const header =
    `<header class="rdv-topnav${page.layout === 'lander' ? ' rdv-topnav--simple' : ''}" data-server-frame>` +
    `<nav class="rdv-container rdv-topnav__inner"><a href="/" class="rdv-topnav__logo">${escapeHtml(siteName)}</a></nav></header>`;
  return `<div class="rdv-layout rdv-layout--${page.layout}" data-layout="${page.layout}">${header}${main}</div>`;
}
