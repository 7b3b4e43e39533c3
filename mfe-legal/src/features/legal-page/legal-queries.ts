import type { LegalPage, LegalPageName } from '@rendezvous/contracts';

/**
 * The calls behind the legal screens, as key and path: the browser runs them with apiRequest, the
 * server render (../../server.tsx) with the gateway's fetchApi, and both fill the same cache entry.
 */
export const legalPageQuery = (page: LegalPageName, locale: string) => ({
  queryKey: ['legal', 'page', page, locale] as const,
  path: `/api/legal.php?page=${encodeURIComponent(page)}&locale=${encodeURIComponent(locale)}`,
});

export const legalTokenQuery = (token: string, locale: string) => ({
  queryKey: ['legal', 'token', token, locale] as const,
  path: `/api/legal.php?token=${encodeURIComponent(token)}&locale=${encodeURIComponent(locale)}`,
});

export type { LegalPage };
