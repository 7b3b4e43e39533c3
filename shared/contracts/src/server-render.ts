import type { Locale } from './locales';
import type { SiteSettings } from './site';

/**
 * Server rendering (issue 12): a remote that renders pages on the server ships, inside its release, a
 * Node bundle at SERVER_RENDER_ENTRY exporting `render`. The gateway loads the one of the live release
 * (the manifest's version), so releasing the remote alone changes the server HTML; no other part of the
 * platform is rebuilt.
 */
export const SERVER_RENDER_ENTRY = 'server/render.js';

export interface ServerRenderRequest {
  /** the page's path with its query, as the browser asked for it */
  url: string;
  locale: Locale;
  settings: SiteSettings | null;
  /**
   * A public GET call of the platform's API (`/api/legal.php?page=terms`), answered as for a logged-out
   * visitor of this site: server HTML is never personal, so it can be the same for everyone.
   */
  fetchApi: <T>(path: string) => Promise<T>;
}

export interface ServerRenderResult {
  /** the remote's markup for its slot, which the browser hydrates */
  html: string;
  /** the remote's server state (TanStack Query's dehydrated cache), inlined so hydration fetches nothing */
  state: unknown;
  /** the page's HTTP status: 404 for a {token} no link holds */
  status: number;
  /** the page's title, when the remote knows a better one than the site's */
  title?: string;
  /** false: the browser renders the slot afresh instead of hydrating the markup */
  hydrate: boolean;
  /** the remote's styles for the page, inlined in its head (the remote's scripts bring them later) */
  css?: string;
  /**
   * The named lazy chunks (`webpackChunkName`) the browser loads to hydrate this page, e.g. a lander's design:
   * the page carries their hashes (the build's preload-manifest.json `named`), so the remote's runtime checks
   * them without asking the gateway (ADR 0017 §6).
   */
  chunks?: string[];
}

export interface ServerRenderModule {
  /** null: this path is not rendered on the server (the browser renders it, as before) */
  render(request: ServerRenderRequest): Promise<ServerRenderResult | null>;
}

/** What the page carries for the hydrating remote: `<script id="rdv-ssr-state" type="application/json">`. */
export interface ServerRenderedState {
  remote: string;
  state: unknown;
}
export const SERVER_STATE_ELEMENT_ID = 'rdv-ssr-state';
