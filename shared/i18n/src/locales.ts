/** Supported locales (spec section 1); no locale prefix in any path. */
export const SUPPORTED_LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** A namespace's translations for every locale, as a remote ships them. */
export type NamespaceResources = Record<Locale, Record<string, unknown>>;
