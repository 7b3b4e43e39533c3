import type { z } from 'zod';
import { AUTH_COOKIE, LOCALE_COOKIE } from './identity';
import type { legalPageSchema } from './routes/site';

export * from './legal-values';

/** A legal page as GET /api/legal.php answers it: the text of the site in the locale, ready to show. */
export type LegalPage = z.infer<typeof legalPageSchema>;

/** Spec 9: the terms version date defaults to 2023-12-01 12:00 UTC, or the company's added date if later. */
export const TERMS_VERSION_DEFAULT = '2023-12-01T12:00:00.000Z';

export function termsVersionDate(companyAdded: string | Date | null | undefined): Date {
  const fallback = new Date(TERMS_VERSION_DEFAULT);
  const added = companyAdded ? new Date(companyAdded) : null;
  return added && !Number.isNaN(added.getTime()) && added > fallback ? added : fallback;
}

/** Every cookie the platform itself sets; /pages/cookies names each one (tested in the browser). */
export const PLATFORM_COOKIES: readonly string[] = [AUTH_COOKIE, LOCALE_COOKIE];
