import type { Locale, ServerRenderModule, ServerRenderRequest } from '@rendezvous/contracts';
import { catalogueOf, loadCommon, loadErrors, type NamespaceLoader } from '@rendezvous/i18n';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createRemoteQueryClient } from './query-client';

/**
 * Server rendering of a remote (issue 12). Only a remote's server bundle (webpack target node,
 * shared/build-config createServerRenderConfig) imports this entry; the browser never does.
 */
export interface ServerPage {
  /** the remote's routes inside a router at the request's URL (a StaticRouter) */
  element: ReactElement;
  status?: number;
  /** the page's <title>; a function gets the request's translations (a title in the page's language) */
  title?: string | ((t: (key: string, values?: Record<string, unknown>) => string) => string);
  /** false: the browser renders the slot afresh instead of hydrating it (its first render would differ) */
  hydrate?: boolean;
  /**
   * What the browser's first render needs, when the remote keeps it elsewhere than TanStack Query's
   * cache (the landers: no query library on the first visit); by default the dehydrated cache.
   */
  state?: unknown;
  /** this page's own styles, inlined after the remote's `css` (a lander's design) */
  css?: string[];
  /** the named lazy chunks the browser's first render of this page loads (ServerRenderResult.chunks) */
  chunks?: string[];
}

export interface ServerRenderDefinition {
  name: string;
  namespace: string;
  resources: NamespaceLoader;
  /**
   * Which page the URL is, with its data already in `queryClient` (prefetched through `fetchApi` under the
   * keys the browser's screens use), or null when this path is not rendered on the server.
   */
  route(context: {
    url: URL;
    locale: Locale;
    settings: ServerRenderRequest['settings'];
    queryClient: QueryClient;
    fetchApi: ServerRenderRequest['fetchApi'];
  }): Promise<ServerPage | null>;
  /**
   * The remote's own styles for the pages it renders (its CSS files, imported as text by the server
   * build): the gateway inlines them, so the page is styled before the remote's scripts bring them.
   */
  css?: string[];
}

/** One i18next instance per request: requests in different languages never see each other's. */
async function serverI18n(locale: Locale, namespace: string, resources: NamespaceLoader) {
  const load = async (loader: NamespaceLoader, lng: Locale) => catalogueOf(await loader(lng));
  const catalogues = async (lng: Locale) => ({
    common: await load(loadCommon, lng),
    errors: await load(loadErrors, lng),
    [namespace]: await load(resources, lng),
  });
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    ns: ['common', 'errors', namespace],
    defaultNS: namespace,
    resources: locale === 'en' ? { en: await catalogues('en') } : { [locale]: await catalogues(locale), en: await catalogues('en') },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

/** The module a remote's server bundle exports: `export const { render } = createServerRenderer({...})`. */
export function createServerRenderer(definition: ServerRenderDefinition): ServerRenderModule {
  return {
    async render(request) {
      // Nothing a server render fetched is retried or refetched: the browser asks again if it must.
      const queryClient = createRemoteQueryClient({ staleTime: Infinity });
      const url = new URL(request.url, 'http://server.render');
      const page = await definition.route({ url, locale: request.locale, settings: request.settings, queryClient, fetchApi: request.fetchApi });
      if (!page) return null;
      const i18n = await serverI18n(request.locale, definition.namespace, definition.resources);
      // The same providers as the browser's lifecycles (create-lifecycles.tsx), less the ones that render no markup.
      const html = renderToString(
        <I18nextProvider i18n={i18n} defaultNS={definition.namespace}>
          <QueryClientProvider client={queryClient}>{page.element}</QueryClientProvider>
        </I18nextProvider>,
      );
      const css = [...(definition.css ?? []), ...(page.css ?? [])].filter((rules) => typeof rules === 'string').join('\n');
      return {
        html,
        state: page.state ?? dehydrate(queryClient),
        status: page.status ?? 200,
        title: typeof page.title === 'function' ? page.title((key, values) => i18n.t(key, values ?? {})) : page.title,
        hydrate: page.hydrate ?? true,
        ...(css ? { css } : {}),
        ...(page.chunks?.length ? { chunks: page.chunks } : {}),
      };
    },
  };
}
