import { SUPPORTED_LOCALES, type Locale } from '@rendezvous/contracts';

export { DEFAULT_LOCALE, isSupportedLocale, SUPPORTED_LOCALES, type Locale } from '@rendezvous/contracts';

/** A namespace's translations for every locale, as a remote ships them. */
export type NamespaceResources = Record<Locale, Record<string, unknown>>;

export type Catalogue = Record<string, unknown>;

/** Imports one locale's catalogue of a namespace, as its own chunk: `(locale) => import(`./${locale}/x.json`)`. */
export type NamespaceLoader = (locale: Locale) => Promise<Catalogue | { default: Catalogue }>;

/** A bundler hands a JSON import over as a module namespace (`default`); a test loader may return the object itself. */
export function catalogueOf(module: Awaited<ReturnType<NamespaceLoader>>): Catalogue {
  return 'default' in module && typeof module.default === 'object' ? (module.default as Catalogue) : module;
}

/** Every locale's catalogue from a loader, for the catalogue check in tests. */
export async function loadAllCatalogues(loader: NamespaceLoader): Promise<NamespaceResources> {
  const entries = await Promise.all(SUPPORTED_LOCALES.map(async (locale) => [locale, catalogueOf(await loader(locale))] as const));
  return Object.fromEntries(entries) as NamespaceResources;
}
