// The page's locales and how its first locale is chosen: one rule for the shell (which applies it) and
// the gateway (which preloads that locale's catalogues into the page's HTML). @rendezvous/i18n
// re-exports these for the front ends.

/** Supported locales (spec section 1); no locale prefix in any path. */
export const SUPPORTED_LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export interface InitialLocaleSources {
  /** the `locale` cookie's value, if any */
  cookie?: string | null;
  /** settings.language: the server already applied cookie then domain_language; kept for callers that trust it */
  settingsLanguage?: string | null;
  /** settings.domain_language, e.g. 'de' or 'de-DE' */
  domainLanguage?: string | null;
  /** navigator.languages (or Accept-Language) in the browser's order of preference */
  browserLanguages?: readonly string[] | null;
}

/** Maps a language tag to a supported locale by its first two letters; Norwegian 'no' and 'nn' read as 'nb'. */
export function toSupportedLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const primary = tag.trim().slice(0, 2).toLowerCase();
  if (primary === 'no' || primary === 'nn') return 'nb';
  return isSupportedLocale(primary) ? primary : null;
}

/**
 * The page's first locale (issue 5, spec section 1): the member's own choice in the cookie wins, then
 * the site's domain_language, then the browser, then English. settingsLanguage is only a last hint
 * before the browser, because the server derives it from the same cookie and domain rules.
 */
export function resolveInitialLocale(sources: InitialLocaleSources): Locale {
  if (isSupportedLocale(sources.cookie)) return sources.cookie;
  const fromDomain = toSupportedLocale(sources.domainLanguage);
  if (fromDomain) return fromDomain;
  for (const language of sources.browserLanguages ?? []) {
    const fromBrowser = toSupportedLocale(language);
    if (fromBrowser) return fromBrowser;
  }
  return DEFAULT_LOCALE;
}
