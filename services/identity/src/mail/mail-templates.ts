/**
 * The identity service's e-mails in every supported locale: subject, plain text and branded HTML.
 * Pure functions, no I/O: the Mailer sends what this renders, tests read it directly. The words are
 * in the catalogues (`locales/<lng>/mail.json`); this file lays them out, fills in and escapes.
 */
import { SUPPORTED_LOCALES, type Locale } from '@rendezvous/contracts';
import { hasMailText, mailParagraphs, mailText, type MailQuantity } from './mail-catalogues';

export type MailKind =
  | 'activation'
  | 'password_reset'
  | 'email_change'
  | 'account_deletion'
  | 'login_blocked'
  | 'purchase_confirmation'
  | 'direct_debit_code'
  | 'likes_received'
  | 'message_received'
  | 'complaint_received'
  | 'complaint_closed'
  | 'password_changed'
  | 'email_changed';

export const MAIL_KINDS: readonly MailKind[] = [
  'activation',
  'password_reset',
  'email_change',
  'account_deletion',
  'login_blocked',
  'purchase_confirmation',
  'direct_debit_code',
  'likes_received',
  'message_received',
  'complaint_received',
  'complaint_closed',
  'password_changed',
  'email_changed',
];

/** Mail speaks every locale of the product (one list, in the contracts). */
export const MAIL_LOCALES = SUPPORTED_LOCALES;
export type MailLocale = Locale;

export interface MailVars {
  /** the member's name; the greeting leaves it out when missing */
  name?: string;
  /** absolute http(s) URL the button and the plain-text link lead to */
  link: string;
  /** the site's display name (per-domain site settings), shown in the header, subject and sign-off */
  siteName: string;
  /** login_blocked: how long logging in is blocked */
  minutes?: number;
  /** account_deletion: how long the account can still be restored (spec section 4: 14 days); email_changed: how long the undo link works */
  days?: number;
  /** email_changed: the new address, masked (a***@example.test): the old mailbox may no longer be the member's */
  address?: string;
  /** purchase_confirmation: what was bought, for how much, and when the member gave the consent */
  purchase?: { credits: number; amount: number; currency: string; order: string; consentAt: string };
  /** likes_received: the names of up to 5 members who liked, and how many liked in all */
  likes?: { likers: string[]; total: number };
  /** message_received: who wrote, and the start of a text (null for a photo or a gift: said by the copy) */
  message?: { sender: string; kind: 'text' | 'photo' | 'gift'; preview: string | null };
  /** direct_debit_code: the one-time code and the SEPA pre-notification (amount, date, mandate, creditor) */
  directDebit?: { code: string; amount: number; currency: string; ibanMasked: string; mandateReference: string; creditorId: string; debitDate: string };
  /** complaint_received and complaint_closed: the complaint's reference; the operator's reason once closed (never the sender's words) */
  complaint?: { reference: string; reason?: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Spec section 9: the reactivation window after an account deletion. */
export const DEFAULT_REACTIVATION_DAYS = 14;

/** `de-CH`, `DE` and `de_DE` all mean German; Norwegian without a variant means Bokmål; anything else English. */
export function resolveMailLocale(locale: string | null | undefined): MailLocale {
  const language = (locale ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'no' || language === 'nn') return 'nb';
  return (MAIL_LOCALES as readonly string[]).includes(language) ? (language as MailLocale) : 'en';
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** Member-supplied text never spans lines: a name with line breaks could fake paragraphs or headers. */
const singleLine = (value: string) => value.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();

/** "15 minutes" in the plural form the language uses for the number. */
function quantity(locale: MailLocale, count: number, unit: MailQuantity): string {
  return fill(mailText(locale, unit, count), { count: String(count) });
}

/** One pass over the catalogue's text: a value is never read again, so `{{site}}` typed by a member stays as typed. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}

function checkedLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new TypeError('renderMail: vars.link must be an absolute URL');
  }
  // Only web links: a javascript: or data: link in a button would be an attack on the member.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError('renderMail: vars.link must be an http(s) URL');
  return url.toString();
}

function wholeNumber(value: number | undefined, field: string, fallback?: number): number {
  const number = value ?? fallback;
  if (number === undefined || !Number.isInteger(number) || number < 0) {
    throw new TypeError(`renderMail: vars.${field} must be a whole number of at least 0`);
  }
  return number;
}

/** The purchase as the member's language writes it: "20 credits", "€ 29,95", the date of the consent. */
function purchaseValues(lang: MailLocale, purchase: MailVars['purchase']): Record<string, string> {
  if (!purchase) throw new TypeError('renderMail: purchase_confirmation needs vars.purchase');
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency: purchase.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const consentAt = new Date(purchase.consentAt);
  if (Number.isNaN(consentAt.getTime())) throw new TypeError('renderMail: vars.purchase.consentAt must be a date');
  return {
    credits: quantity(lang, wholeNumber(purchase.credits, 'purchase.credits'), 'credits'),
    amount: money.format(wholeNumber(purchase.amount, 'purchase.amount') / 10 ** digits),
    order: singleLine(purchase.order),
    // UTC, said so: the mail does not know the member's time zone.
    date: `${new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(consentAt)} UTC`,
  };
}

/** The code and the pre-notification's facts, the amount and date in the member's language. */
function directDebitValues(lang: MailLocale, debit: MailVars['directDebit']): Record<string, string> {
  if (!debit) throw new TypeError('renderMail: direct_debit_code needs vars.directDebit');
  if (!/^\d{6}$/.test(debit.code)) throw new TypeError('renderMail: vars.directDebit.code must be six digits');
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency: debit.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const date = new Date(`${debit.debitDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new TypeError('renderMail: vars.directDebit.debitDate must be a date');
  return {
    code: debit.code,
    amount: money.format(wholeNumber(debit.amount, 'directDebit.amount') / 10 ** digits),
    iban: singleLine(debit.ibanMasked),
    mandate: singleLine(debit.mandateReference),
    creditor: singleLine(debit.creditorId),
    date: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date),
  };
}

/** "Anna, Ben and 3 other members", in the member's language (Intl.ListFormat joins the names). */
function messageValues(lang: MailLocale, message: MailVars['message']): Record<string, string> {
  if (!message) throw new TypeError('renderMail: message_received needs vars.message');
  const preview = message.kind === 'text' ? `“${singleLine(message.preview ?? '')}”` : mailText(lang, `message_kinds.${message.kind}`);
  return { sender: singleLine(message.sender) || '…', preview };
}

function likersValue(lang: MailLocale, likes: MailVars['likes']): string {
  if (!likes || likes.likers.length === 0) throw new TypeError('renderMail: likes_received needs vars.likes with at least one name');
  const names = likes.likers.map(singleLine);
  const rest = wholeNumber(likes.total, 'likes.total') - names.length;
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(rest > 0 ? [...names, quantity(lang, rest, 'other_members')] : names);
}

const BRAND = '#6f2dbd';

function layout(locale: MailLocale, subject: string, site: string, body: string, footer: string): string {
  // Tables and inline styles: what mail clients (Outlook included) render reliably.
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light">
<title>${subject}</title>
</head>
<body style="margin:0;padding:0;background:#f4f1f8;font-family:Helvetica,Arial,sans-serif;color:#2b2233;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1f8;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:${BRAND};padding:20px 28px;color:#ffffff;font-size:22px;font-weight:bold;">${site}</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.5;">
${body}
</td></tr>
</table>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:1.4;color:#7a7085;">${footer}</p>
</td></tr>
</table>
</body>
</html>
`;
}

/**
 * The placeholders' values of a kind's copy in a language: {{name}} and {{site}}; login_blocked
 * {{minutes}} and account_deletion {{days}} (the number with its unit, e.g. "15 minutes");
 * purchase_confirmation {{credits}} ("20 credits"), {{amount}}, {{order}} and {{date}};
 * direct_debit_code {{code}}, {{amount}}, {{iban}}, {{mandate}}, {{creditor}} and {{date}};
 * likes_received {{likers}}; message_received {{sender}} and {{preview}}; complaint_received and
 * complaint_closed {{reference}} (never the sender's own words: the form's name and subject are not
 * echoed), complaint_closed also {{reason}}; email_changed {{address}} and {{days}}.
 */
function placeholderValues(kind: MailKind, lang: MailLocale, vars: Omit<MailVars, 'link'>): Record<string, string> {
  const values: Record<string, string> = { site: singleLine(vars.siteName) || 'Rendezvous', name: singleLine(vars.name ?? '') };
  if (kind === 'login_blocked') values.minutes = quantity(lang, wholeNumber(vars.minutes, 'minutes'), 'minutes');
  if (kind === 'email_changed') {
    if (!vars.address) throw new TypeError('renderMail: email_changed needs vars.address');
    values.address = singleLine(vars.address);
    values.days = quantity(lang, wholeNumber(vars.days, 'days'), 'days');
  }
  if (kind === 'account_deletion') values.days = quantity(lang, wholeNumber(vars.days, 'days', DEFAULT_REACTIVATION_DAYS), 'days');
  if (kind === 'purchase_confirmation') Object.assign(values, purchaseValues(lang, vars.purchase));
  if (kind === 'direct_debit_code') Object.assign(values, directDebitValues(lang, vars.directDebit));
  if (kind === 'likes_received') values.likers = likersValue(lang, vars.likes);
  if (kind === 'message_received') Object.assign(values, messageValues(lang, vars.message));
  if (kind === 'complaint_received' || kind === 'complaint_closed') {
    if (!vars.complaint) throw new TypeError(`renderMail: ${kind} needs vars.complaint`);
    Object.assign(values, { reference: singleLine(vars.complaint.reference), reason: (vars.complaint.reason ?? '').trim() });
  }
  return values;
}

/**
 * Renders one mail in the member's language (English for an unknown locale). Every variable is
 * HTML-escaped in the HTML part; the link must be an absolute http(s) URL.
 */
export function renderMail(kind: MailKind, locale: string | null | undefined, vars: MailVars): RenderedMail {
  const lang = resolveMailLocale(locale);
  if (!MAIL_KINDS.includes(kind)) throw new TypeError(`renderMail: unknown mail kind ${String(kind)}`);

  const link = checkedLink(vars.link);
  const values = placeholderValues(kind, lang, vars);
  const { site, name } = values;

  // Raw text first; the HTML part escapes the finished sentences, so template text and variables
  // are escaped alike and nothing a member typed can become markup.
  const subject = fill(mailText(lang, `kinds.${kind}.subject`), values);
  const greeting = fill(mailText(lang, name ? 'greeting' : 'greeting_no_name'), values);
  const lines = mailParagraphs(lang, `kinds.${kind}.paragraphs`).map((line) => fill(line, values));
  const button = mailText(lang, `kinds.${kind}.button`);
  const note = hasMailText(lang, `kinds.${kind}.note`) ? fill(mailText(lang, `kinds.${kind}.note`), values) : null;
  const signoff = mailText(lang, 'signoff');
  const linkHint = mailText(lang, 'link_hint');
  const team = fill(mailText(lang, 'team'), values);
  const footer = fill(mailText(lang, 'footer'), values);

  const text = [
    greeting,
    ...lines,
    // The button's label over the bare link: the plain-text twin of the HTML button.
    `${button}\n${link}`,
    ...(note ? [note] : []),
    `${signoff}\n${team}`,
    `--\n${footer}`,
  ].join('\n\n');

  const e = escapeHtml;
  const paragraph = (content: string) => `<p style="margin:0 0 16px;">${e(content)}</p>`;
  const body = [
    paragraph(greeting),
    ...lines.map(paragraph),
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background:${BRAND};">` +
      `<a href="${e(link)}" style="display:inline-block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:6px;">${e(button)}</a>` +
      `</td></tr></table>`,
    `<p style="margin:0 0 4px;font-size:13px;color:#5d5466;">${e(linkHint)}</p>`,
    `<p style="margin:0 0 20px;font-size:13px;word-break:break-all;"><a href="${e(link)}" style="color:${BRAND};">${e(link)}</a></p>`,
    ...(note ? [`<p style="margin:0 0 16px;font-size:14px;color:#5d5466;">${e(note)}</p>`] : []),
    `<p style="margin:16px 0 0;">${e(signoff)}<br>${e(team)}</p>`,
  ].join('\n');

  return { subject, text, html: layout(lang, e(subject), e(site), body, e(footer)) };
}

/** The notification kinds that also go out as Web Push: a new message and new likes. */
export type PushKind = Extract<MailKind, 'likes_received' | 'message_received'>;

export interface RenderedPush {
  title: string;
  body: string;
}

/**
 * The same news as a browser notification, in the member's language: the mail's subject as the
 * title and its first line as the body ("Anna sent you a message on Rendezvous" / "Anna wrote to
 * you: “Hi!”"), so a push and a mail never tell two stories and no copy is translated twice.
 */
export function renderPush(kind: PushKind, locale: string | null | undefined, vars: Omit<MailVars, 'link'>): RenderedPush {
  const lang = resolveMailLocale(locale);
  const values = placeholderValues(kind, lang, vars);
  return { title: fill(mailText(lang, `kinds.${kind}.subject`), values), body: fill(mailParagraphs(lang, `kinds.${kind}.paragraphs`)[0], values) };
}
