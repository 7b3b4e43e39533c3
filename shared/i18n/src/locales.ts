/** Supported locales (spec section 1); no locale prefix in any path. */
export const SUPPORTED_LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** A namespace's translations for every locale, as a remote ships them. */
export type NamespaceResources = Record<Locale, Record<string, unknown>>;

export type Catalogue = Record<string, unknown>;

/** Imports one locale's catalogue of a namespace, as its own chunk: `(locale) => import(`./${locale}/x.json`)`. */
export type NamespaceLoader = (locale: Locale) => Promise<Catalogue | { default: Catalogue }>;

/** Every locale's catalogue from a loader, for the catalogue check in tests. */
export async function loadAllCatalogues(loader: NamespaceLoader): Promise<NamespaceResources> {
  const entries = await Promise.all(
    SUPPORTED_LOCALES.map(async (locale) => {
      const module = await loader(locale);
      return [locale, ('default' in module ? module.default : module) as Catalogue] as const;
    }),
  );
  return Object.fromEntries(entries) as NamespaceResources;
}
