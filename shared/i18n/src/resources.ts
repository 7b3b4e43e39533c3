import type { NamespaceLoader } from './locales';

// One chunk per locale for each shared namespace; the shell downloads only the language on screen.
export const loadCommon: NamespaceLoader = (locale) => import(`./locales/${locale}/common.json`);
export const loadErrors: NamespaceLoader = (locale) => import(`./locales/${locale}/errors.json`);
