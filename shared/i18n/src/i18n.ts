import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale, type NamespaceResources } from './locales';
import { COMMON_RESOURCES, ERRORS_RESOURCES } from './resources';

// This module is a federation singleton: the shell and every remote see this one instance, so a
// locale switch reaches every mounted remote at once.
export const i18n: I18nInstance = i18next.createInstance();

let ready: Promise<unknown> | null = null;

/** Initialises the page's i18next once; later calls return the same promise. */
export function initI18n(locale: Locale = DEFAULT_LOCALE): Promise<unknown> {
  if (!ready) {
    ready = i18n.use(initReactI18next).init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...SUPPORTED_LOCALES],
      ns: ['common', 'errors'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initImmediate: false,
      showSupportNotice: false,
    });
    addNamespace('common', COMMON_RESOURCES);
    addNamespace('errors', ERRORS_RESOURCES);
  }
  return ready;
}

/** A remote brings its own namespace in all locales (platform.md, Front-end rules). */
export function addNamespace(namespace: string, resources: NamespaceResources): void {
  for (const locale of SUPPORTED_LOCALES) {
    i18n.addResourceBundle(locale, namespace, resources[locale], true, true);
  }
}
