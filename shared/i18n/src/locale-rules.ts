import { DEFAULT_LOCALE, SUPPORTED_LOCALES, isSupportedLocale, type Locale } from './locales';

export interface InitialLocaleSources {
  /** the `locale` cookie's value, if any */
  cookie?: string | null;
  /** settings.language: the server already applied cookie then domain_language; kept for callers that trust it */
  settingsLanguage?: string | null;
  /** settings.domain_language, e.g. 'de' or 'de-DE' */
  domainLanguage?: string | null;
  /** navigator.languages in the browser's order of preference */
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

/**
 * Which locales the dropdown offers (spec section 2): those mapped to the visitor's country; with the
 * country unknown, every locale that is mapped to any country. The current locale always stays, so the
 * member can see what is selected.
 */
export function visibleLocales(localeCountries: Record<string, readonly string[]> | null | undefined, country: string | null | undefined, current: Locale): Locale[] {
  const wanted = country?.toUpperCase() ?? null;
  const visible = new Set<Locale>([current]);
  for (const locale of SUPPORTED_LOCALES) {
    const countries = localeCountries?.[locale] ?? [];
    const shows = wanted === null ? countries.length > 0 : countries.some((code) => code.toUpperCase() === wanted);
    if (shows) visible.add(locale);
  }
  return [...visible].sort();
}

/** Each locale named in its own language, as the dropdown lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};

type DateInput = Date | string | number;

/** A date (and optionally time) written the way readers of the locale expect. */
export function formatDate(value: DateInput, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(locale, options).format(value instanceof Date ? value : new Date(value));
}

export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

/**
 * Prices travel as integer minor units (cents) so no float rounding reaches the money; the currency's
 * own number of fraction digits turns them into the amount shown.
 */
export function formatPrice(amountMinorUnits: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinorUnits / 10 ** digits);
}
