export * from './locales';
export { i18n, initI18n, addNamespace } from './i18n';
export { COMMON_RESOURCES, ERRORS_RESOURCES } from './resources';
export { findCatalogueProblems } from './catalogue-check';
