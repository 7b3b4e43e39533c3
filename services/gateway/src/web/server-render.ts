import { SERVER_RENDER_ENTRY, type Locale, type RemotesManifest, type ServerRenderModule, type ServerRenderResult, type SiteSettings } from '@rendezvous/contracts';
import { matchRoute, type LayoutName } from '@rendezvous/route-table';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

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
 * rollback), the one before is let go, from this cache and from Node's module cache, so a gateway that
 * sees many releases holds one bundle per remote (each a few MB), not one per release it ever served.
 * A render already running on the old bundle finishes with it. A rollback loads the older file again.
 */
export class ReleaseRenderers {
  private readonly loaded = new Map<string, { file: string; renderer: ServerRenderModule | null }>();

  rendererOf(remote: string, file: string): ServerRenderModule | null {
    const current = this.loaded.get(remote);
    if (current?.file === file) return current.renderer;
    if (current) delete require.cache[current.file];
    // A release's bundle is found at run time, by the live manifest: a plain require.
    const bundle = existsSync(file) ? (require(file) as Partial<ServerRenderModule>) : null;
    const renderer = typeof bundle?.render === 'function' ? (bundle as ServerRenderModule) : null;
    this.loaded.set(remote, { file, renderer });
    return renderer;
  }

  /** The bundle files loaded now, one per remote at most. */
  files(): string[] {
    return [...this.loaded.values()].map(({ file }) => file);
  }
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
    const renderer = renderers.rendererOf(remote, join(options.cdnDir, remote, release.version, SERVER_RENDER_ENTRY));
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
