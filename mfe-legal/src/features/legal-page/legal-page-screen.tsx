import { isLegalPage, type LegalPage } from '@rendezvous/contracts';
import { apiRequest, ApiError } from '@rendezvous/api-client';
import { ErrorPage, LoadFailed } from '@rendezvous/ui';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { legalPageQuery, legalTokenQuery } from './legal-queries';

/** The text of a legal page as the site service rendered it, in the reader's language. */
function LegalText({ page }: { page: LegalPage }) {
  useEffect(() => {
    document.title = page.title;
  }, [page.title]);
  return (
    <section className="rdv-screen rdv-container">
      {/* The HTML is the site service's rendering of the repository's own Markdown (raw HTML dropped, facts escaped). */}
      <article className="rdv-prose" lang={page.locale} data-legal-page={page.page} dangerouslySetInnerHTML={{ __html: page.html }} />
    </section>
  );
}

function LegalQueryResult({ query }: { query: UseQueryResult<LegalPage> }) {
  const { t } = useTranslation();
  if (query.data) return <LegalText page={query.data} />;
  if (query.error instanceof ApiError && query.error.status === 404) return <ErrorPage status={404} />;
  if (query.error) {
    return (
      <section className="rdv-screen rdv-container">
        <LoadFailed message={t('page_load_failed')} onRetry={() => void query.refetch()} />
      </section>
    );
  }
  return <section className="rdv-screen rdv-container" aria-busy="true" />;
}

/** /pages/{page}: terms, privacy, cookies, ban, return-policy, faq, service. */
export function LegalPageScreen() {
  const { page } = useParams();
  const { i18n } = useTranslation();
  const known = isLegalPage(page);
  const call = legalPageQuery(known ? page : 'terms', i18n.language);
  const query = useQuery<LegalPage>({ queryKey: call.queryKey, queryFn: () => apiRequest<LegalPage>(call.path), enabled: known });
  if (!known) return <ErrorPage status={404} />;
  return <LegalQueryResult query={query} />;
}

/** /{token}: a link from an e-mail opens its legal page; a token no link holds is the 404 page. */
export function LegalTokenScreen() {
  const { token = '' } = useParams();
  const { i18n } = useTranslation();
  const call = legalTokenQuery(token, i18n.language);
  const query = useQuery<LegalPage>({ queryKey: call.queryKey, queryFn: () => apiRequest<LegalPage>(call.path) });
  return <LegalQueryResult query={query} />;
}
