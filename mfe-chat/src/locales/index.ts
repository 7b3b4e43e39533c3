import type { NamespaceLoader } from '@rendezvous/i18n';

export const NAMESPACE = 'chat';
/** One chunk per locale: a visitor downloads only the catalogue of the language on screen. */
export const RESOURCES: NamespaceLoader = (locale) => import(`./${locale}/chat.json`);
