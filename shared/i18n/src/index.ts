export * from './locales';
export { i18n, initI18n, addNamespace, changeI18nLocale } from './i18n';
export { loadCommon, loadErrors } from './resources';
export { findCatalogueProblems } from './catalogue-check';
export { resolveInitialLocale, toSupportedLocale, visibleLocales, LOCALE_NAMES, formatDate, formatNumber, formatPrice } from './locale-rules';
export type { InitialLocaleSources } from './locale-rules';
export { regionName, useRegionName } from './region-names';
