import { AUTH_COOKIE, LOCALE_COOKIE } from './identity';

/** The legal and help pages of spec section 2 (/pages/{page}); their texts are the site service's. */
export const LEGAL_PAGES = ['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms'] as const;
export type LegalPageName = (typeof LEGAL_PAGES)[number];

export function isLegalPage(value: unknown): value is LegalPageName {
  return typeof value === 'string' && (LEGAL_PAGES as readonly string[]).includes(value);
}

/** A legal page as GET /api/legal.php answers it: the text of the site in the locale, ready to show. */
export interface LegalPage {
  page: LegalPageName;
  /** the locale of the text (the request's, English where the site has no text in it) */
  locale: string;
  title: string;
  /** the text as HTML, company and site facts filled in; produced from the repository's own content files */
  html: string;
  /** the terms version date (spec 9): 2023-12-01T12:00:00Z, or the company's `added` date if later */
  version: string;
}

/** Spec 9: the terms version date defaults to 2023-12-01 12:00 UTC, or the company's added date if later. */
export const TERMS_VERSION_DEFAULT = '2023-12-01T12:00:00.000Z';

export function termsVersionDate(companyAdded: string | Date | null | undefined): Date {
  const fallback = new Date(TERMS_VERSION_DEFAULT);
  const added = companyAdded ? new Date(companyAdded) : null;
  return added && !Number.isNaN(added.getTime()) && added > fallback ? added : fallback;
}

/** Every cookie the platform itself sets; /pages/cookies names each one (tested in the browser). */
export const PLATFORM_COOKIES: readonly string[] = [AUTH_COOKIE, LOCALE_COOKIE];
