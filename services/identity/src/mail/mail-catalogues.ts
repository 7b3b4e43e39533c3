/**
 * The mail copy of every locale: one i18next catalogue per language (`locales/<lng>/mail.json`, the
 * layout of the front end's namespaces), read by i18next as the front end reads its own, plural keys
 * (`minutes_one`, `minutes_few`, ...) included. Translators edit the JSON; `mail-catalogues.spec.ts`
 * checks every locale against English. No-break spaces are written `\u00a0` so they stay visible:
 * French puts one before ! ? :, and every quantity is `{{count}}\u00a0unit`.
 */
import i18next from 'i18next';
import { type Locale } from '@rendezvous/contracts';
import da from './locales/da/mail.json';
import de from './locales/de/mail.json';
import en from './locales/en/mail.json';
import es from './locales/es/mail.json';
import fi from './locales/fi/mail.json';
import fr from './locales/fr/mail.json';
import it from './locales/it/mail.json';
import nb from './locales/nb/mail.json';
import nl from './locales/nl/mail.json';
import pl from './locales/pl/mail.json';
import sv from './locales/sv/mail.json';

export type MailCatalogue = typeof en;

/** Static imports: the build copies the JSON beside the compiled code, and a missing file stops the service at start. */
export const MAIL_CATALOGUES: Record<Locale, MailCatalogue> = { da, de, en, es, fi, fr, it, nb, nl, pl, sv };

/** The quantities the copy writes with their unit ("15 minutes"), one plural key per form the language has. */
export type MailQuantity = 'minutes' | 'days' | 'credits' | 'other_members';

const NAMESPACE = 'mail';

const catalogues = i18next.createInstance();
void catalogues.init({
  resources: Object.fromEntries(Object.entries(MAIL_CATALOGUES).map(([locale, catalogue]) => [locale, { [NAMESPACE]: catalogue }])),
  lng: 'en',
  // The catalogue check keeps every locale complete; a gap must show in tests, not as English in a Polish mail.
  fallbackLng: false,
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  // Synchronous: the resources are in memory, so texts can be read as soon as the module is loaded.
  initAsync: false,
  showSupportNotice: false,
});

/**
 * A text as the catalogue writes it, placeholders unfilled: the renderer fills them itself, in one
 * pass, because i18next's interpolation reads a member's name such as `{{site}}` as a placeholder.
 * With `count`, the plural form the language uses for that number.
 */
export function mailText(locale: Locale, key: string, count?: number): string {
  return catalogues.t(key, { lng: locale, count, skipInterpolation: true });
}

/** Whether the locale's catalogue has the text (a mail kind's `note` is optional). */
export function hasMailText(locale: Locale, key: string): boolean {
  return catalogues.exists(key, { lng: locale });
}

/** A kind's paragraphs before the button, as the catalogue writes them. */
export function mailParagraphs(locale: Locale, key: string): string[] {
  return catalogues.t(key, { lng: locale, returnObjects: true, skipInterpolation: true }) as string[];
}
