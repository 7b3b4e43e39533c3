import type { NamespaceLoader } from '@rendezvous/i18n';

export const NAMESPACE = 'members';
/** One chunk per locale: a visitor downloads only the catalogue of the language on screen. */
export const RESOURCES: NamespaceLoader = (locale) => import(`./${locale}/members.json`);
