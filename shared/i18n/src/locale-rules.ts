import { SUPPORTED_LOCALES, type Locale } from './locales';

// The first-locale rule is shared with the gateway, which preloads that locale's catalogues.
export { resolveInitialLocale, toSupportedLocale, type InitialLocaleSources } from '@rendezvous/contracts';

/**
 * Which locales the dropdown offers (spec section 2): those mapped to the visitor's country; with the
 * country unknown, every locale that is mapped to any country. The current locale always stays, so the
 * member can see what is selected.
 */
export function visibleLocales(
  localeCountries: Record<string, readonly string[]> | null | undefined,
  country: string | null | undefined,
  current: Locale,
): Locale[] {
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
