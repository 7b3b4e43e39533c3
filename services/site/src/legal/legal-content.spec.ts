import { LEGAL_PAGES, PLATFORM_COOKIES, SUPPORTED_LOCALES } from '@rendezvous/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compileLegalText,
  fillLegalFacts,
  LEGAL_CONTENT_DIR,
  LEGAL_PLACEHOLDERS,
  loadLegalTexts,
  placeholdersOf,
  textKey,
  type LegalFacts,
} from './legal-content';

// The mechanical half of docs/legal-checklist.md, for every page of every locale.
const read = (locale: string, page: string) => readFileSync(join(LEGAL_CONTENT_DIR, locale, `${page}.md`), 'utf8');
const every = SUPPORTED_LOCALES.flatMap((locale) => LEGAL_PAGES.map((page) => [locale, page] as const));

// What the checklist asks each page to name, as placeholders.
const REQUIRED: Record<string, string[]> = {
  terms: ['terms_date', 'company_name', 'company_kvk', 'support_email'],
  privacy: ['terms_date', 'company_name', 'support_email'],
  'return-policy': ['refund_days', 'support_email'],
  faq: ['refund_days'],
  service: ['support_email', 'support_phone', 'company_name', 'company_address', 'company_kvk', 'company_vat_numbers'],
};

const FACTS: LegalFacts = {
  site_name: 'Rendezvous',
  domain: 'rendezvous.test',
  company_name: 'Love & <Co> B.V.',
  company_address: 'Keizersgracht 1',
  company_city: 'Amsterdam',
  company_country: 'NL',
  company_kvk: '12345678',
  company_tradenames: 'Rendezvous',
  company_vat_numbers: 'NL001234567B01',
  support_email: 'support@rendezvous.test',
  support_phone: '+31201234567',
  refund_days: '14',
  terms_date: '1 December 2023 at 12:00 UTC',
  min_age: '18',
};

describe('legal texts (services/site/content/legal)', () => {
  it.each(every)('%s/%s exists, opens with its title and uses only known placeholders', (locale, page) => {
    const source = read(locale, page);
    expect(source.split('\n')[0]).toMatch(/^# \S/);
    for (const name of placeholdersOf(source)) expect(LEGAL_PLACEHOLDERS).toContain(name);
    expect(source.split(/\s+/).length).toBeGreaterThan(250);
  });

  it.each(every)('%s/%s has no leftovers: no TODO, lorem, [square-bracket] stand-ins or raw HTML', (locale, page) => {
    const source = read(locale, page);
    // Case matters for the markers: Spanish "todo" is a word, "TODO" a note left behind.
    expect(source).not.toMatch(/\b(TODO|TBD|FIXME|XXX)\b/);
    expect(source).not.toMatch(/\b(lorem|ipsum)\b/i);
    // A Markdown link is [text](/path); a bracket not followed by "(" is a stand-in someone forgot.
    expect(source).not.toMatch(/\[[^\]]*\](?!\()/);
    expect(source).not.toMatch(/<[a-z][^>]*>/i);
  });

  it.each(every)('%s/%s names what the checklist asks it to', (locale, page) => {
    const names = placeholdersOf(read(locale, page));
    for (const name of REQUIRED[page] ?? []) expect(names).toContain(name);
  });

  it.each(SUPPORTED_LOCALES)('%s cookie policy names every cookie the platform sets', (locale) => {
    const source = read(locale, 'cookies');
    for (const cookie of PLATFORM_COOKIES) expect(source).toContain(`\`${cookie}\``);
  });

  it('loads all 77 texts, each with a title', () => {
    const texts = loadLegalTexts();
    expect(texts.size).toBe(SUPPORTED_LOCALES.length * LEGAL_PAGES.length);
    expect(texts.get(textKey('de', 'terms'))?.title).not.toBe('');
  });

  it('fills facts escaped for HTML, in text and in mailto links alike', () => {
    const { html } = compileLegalText('# T\n\nBy {{company_name}}, write to [us](mailto:{{support_email}}) within {{refund_days}} days.');
    const filled = fillLegalFacts(html, FACTS);
    expect(filled).toContain('By Love &#38; &#60;Co&#62; B.V., write to');
    expect(filled).toContain('href="mailto:support@rendezvous.test"');
    expect(filled).toContain('within 14 days');
    expect(filled).not.toContain('{{');
  });

  it('drops raw HTML a text might carry', () => {
    expect(compileLegalText('# T\n\n<script>alert(1)</script>\n\nText').html).not.toContain('<script');
  });
});
