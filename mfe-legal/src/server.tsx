import { isLegalPage, type LegalPage } from '@rendezvous/contracts';
import { createServerRenderer } from '@rendezvous/remote-kit/server';
import { ErrorPage } from '@rendezvous/ui';
import { LEGAL_TOKEN_PATTERN } from '@rendezvous/route-table';
import { StaticRouter } from 'react-router-dom';
import { legalPageQuery, legalTokenQuery } from './features/legal-page/legal-queries';
import { NAMESPACE, RESOURCES } from './locales';
import { LegalRoutes } from './routes';

const statusOf = (error: unknown) => (error as { status?: number }).status ?? 500;

/**
 * mfe-legal's server bundle (issue 12): the legal pages and {token} links arrive as HTML with their text,
 * so a visitor (and a regulator's crawler) reads them before any script runs. The complaints form and
 * /lang-config are rendered by the browser alone.
 */
export const { render } = createServerRenderer({
  name: 'mfe-legal',
  namespace: NAMESPACE,
  resources: RESOURCES,
  async route({ url, locale, queryClient, fetchApi }) {
    const legalPage = /^\/pages\/([a-z-]+)$/.exec(url.pathname)?.[1];
    const token = /^\/([^/]+)$/.exec(url.pathname)?.[1];
    let call: { queryKey: readonly unknown[]; path: string };
    if (legalPage && isLegalPage(legalPage)) call = legalPageQuery(legalPage, locale);
    else if (token && LEGAL_TOKEN_PATTERN.test(token)) call = legalTokenQuery(token, locale);
    else return null;

    try {
      const page = await fetchApi<LegalPage>(call.path);
      queryClient.setQueryData(call.queryKey, page);
      return {
        element: (
          <StaticRouter location={url.pathname}>
            <LegalRoutes />
          </StaticRouter>
        ),
        title: page.title,
      };
    } catch (error) {
      // A token no link holds is the 404 page, from the server too (status 404). The browser renders it
      // again after its own call rather than hydrating: its cache holds no answer for the token.
      if (statusOf(error) !== 404) throw error;
      return { element: <ErrorPage status={404} />, status: 404, hydrate: false };
    }
  },
});
