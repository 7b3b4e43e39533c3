import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueOf, DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale, type NamespaceLoader } from './locales';
import { loadCommon, loadErrors } from './resources';

// This module is a federation singleton: the shell and every remote see this one instance, so a
// locale switch reaches every mounted remote at once.
export const i18n: I18nInstance = i18next.createInstance();

// Catalogues load per locale (one chunk per namespace and locale): a visitor downloads only the
// language on screen. Every namespace registers its loader; a switch loads them all first. The English
// fallback is not downloaded for other locales: the catalogue check keeps every locale complete.
const loaders = new Map<string, NamespaceLoader>();
const loads = new Map<string, Promise<void>>();
// The locale being switched to while its catalogues load, so a namespace added meanwhile loads it too.
let switchingTo: Locale | null = null;

function loadBundle(namespace: string, locale: Locale): Promise<void> {
  const key = `${locale}/${namespace}`;
  let load = loads.get(key);
  if (!load) {
    const loader = loaders.get(namespace);
    if (!loader) return Promise.resolve();
    load = loader(locale).then((module) => {
      i18n.addResourceBundle(locale, namespace, catalogueOf(module), true, true);
    });
    // A failed download (network) may be tried again on the next switch or mount.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

const currentLocale = (): Locale => (i18n.language as Locale | undefined) ?? DEFAULT_LOCALE;

let ready: Promise<unknown> | null = null;

/** Initialises the page's i18next once, with the shared catalogues of `locale`; later calls return the same promise. */
export function initI18n(locale: Locale = DEFAULT_LOCALE): Promise<unknown> {
  if (!ready) {
    loaders.set('common', loadCommon);
    loaders.set('errors', loadErrors);
    ready = i18n
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: DEFAULT_LOCALE,
        supportedLngs: [...SUPPORTED_LOCALES],
        ns: ['common', 'errors'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
        initImmediate: false,
        showSupportNotice: false,
      })
      .then(() => Promise.all([loadBundle('common', locale), loadBundle('errors', locale)]));
  }
  return ready;
}

/**
 * A remote brings its own namespace (platform.md, Front-end rules) as a loader that imports one
 * locale's catalogue. Resolves when the strings of the current locale are there, so a remote that
 * awaits it never shows raw keys.
 */
export async function addNamespace(namespace: string, loader: NamespaceLoader): Promise<void> {
  loaders.set(namespace, loader);
  await loadBundle(namespace, currentLocale());
  if (switchingTo && switchingTo !== currentLocale()) await loadBundle(namespace, switchingTo);
}

/** Switches the page's language once every registered namespace has its catalogue for it: no raw keys on the way. */
export async function changeI18nLocale(locale: Locale): Promise<void> {
  switchingTo = locale;
  try {
    await Promise.all([...loaders.keys()].map((namespace) => loadBundle(namespace, locale)));
    await i18n.changeLanguage(locale);
  } finally {
    if (switchingTo === locale) switchingTo = null;
  }
}
