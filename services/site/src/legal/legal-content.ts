import { LEGAL_PAGES, SUPPORTED_LOCALES, type LegalPageName, type Locale } from '@rendezvous/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Marked } from 'marked';

/**
 * The legal texts are content, not code: one Markdown file per page and locale under
 * services/site/content/legal/<locale>/<page>.md (docs/legal-checklist.md says what each must cover).
 * They are read and turned into HTML once, at start; a request only fills in its site's facts.
 * From src/legal and from dist/legal alike, the content folder is two levels up.
 */
export const LEGAL_CONTENT_DIR = join(__dirname, '..', '..', 'content', 'legal');

/** The facts a text may name, `{{name}}` in the files (docs/legal-checklist.md, Format). */
export const LEGAL_PLACEHOLDERS = [
  'site_name',
  'domain',
  'company_name',
  'company_address',
  'company_city',
  'company_country',
  'company_kvk',
  'company_tradenames',
  'company_vat_numbers',
  'support_email',
  'support_phone',
  'refund_days',
  'terms_date',
  'min_age',
] as const;
export type LegalFacts = Record<(typeof LEGAL_PLACEHOLDERS)[number], string>;

export interface LegalTemplate {
  title: string;
  /** HTML with `{{name}}` placeholders still in it */
  html: string;
}

const PLACEHOLDER = /\{\{([a-z_]+)\}\}|%7B%7B([a-z_]+)%7D%7D/g;

// The files are the repository's own, but a text is no place for markup: raw HTML is dropped, not passed on.
const markdown = new Marked({ gfm: true, renderer: { html: () => '' } });

/** One file's title (its first-line `# ` heading) and HTML. */
export function compileLegalText(source: string): LegalTemplate {
  const titleLine = /^#\s+(.+)$/m.exec(source);
  return { title: titleLine ? titleLine[1].trim() : '', html: markdown.parse(source, { async: false }) };
}

/** Every page of every locale, compiled; a missing file is missing here (and the content test fails). */
export function loadLegalTexts(dir = LEGAL_CONTENT_DIR): Map<string, LegalTemplate> {
  const texts = new Map<string, LegalTemplate>();
  for (const locale of SUPPORTED_LOCALES) {
    for (const page of LEGAL_PAGES) {
      try {
        texts.set(textKey(locale, page), compileLegalText(readFileSync(join(dir, locale, `${page}.md`), 'utf8')));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  return texts;
}

export function textKey(locale: Locale | string, page: LegalPageName): string {
  return `${locale}/${page}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Fills the facts in, escaped for HTML (a company name with "&" or "<" stays text). In a link the
 * Markdown renderer has percent-encoded the braces (mailto:%7B%7Bsupport_email%7D%7D); those are filled too.
 */
export function fillLegalFacts(html: string, facts: LegalFacts): string {
  return html.replace(PLACEHOLDER, (whole, plain: string | undefined, encoded: string | undefined) => {
    const name = (plain ?? encoded) as keyof LegalFacts;
    if (!(name in facts)) return whole;
    return plain ? escapeHtml(facts[name]) : escapeHtml(encodeURI(facts[name]));
  });
}

/** The placeholders a text uses, to check them against LEGAL_PLACEHOLDERS. */
export function placeholdersOf(source: string): string[] {
  return [...source.matchAll(/\{\{([^}]*)\}\}/g)].map((match) => match[1]);
}
