import { findCatalogueProblems, type NamespaceResources } from '@rendezvous/i18n';
import { MAIL_CATALOGUES } from './mail-catalogues';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text of a catalogue by its key path (`kinds.activation.paragraphs.0`). */
const texts = (tree: unknown, path = ''): [string, string][] =>
  typeof tree === 'string' ? [[path, tree]] : Object.entries(tree as object).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))].sort().join(', ');

/** Texts whose placeholders differ from English's (a plural form is compared with English's `_other`). */
function placeholderProblems(catalogues: NamespaceResources): string[] {
  const english = new Map(texts(catalogues.en));
  return Object.entries(catalogues).flatMap(([locale, catalogue]) =>
    texts(catalogue).flatMap(([key, text]) => {
      const original = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));
      const [wanted, found] = [placeholders(original ?? ''), placeholders(text)];
      return original === undefined || wanted === found ? [] : [`${locale}: ${key} has {{${found}}} instead of {{${wanted}}}`];
    }),
  );
}

const catalogues = MAIL_CATALOGUES as NamespaceResources;

describe('mail catalogues', () => {
  it('give every locale every text of English, the plural forms its language needs, and nothing else', () => {
    expect(findCatalogueProblems(catalogues)).toEqual([]);
  });

  it('keep the placeholders of the English text in every translation', () => {
    expect(placeholderProblems(catalogues)).toEqual([]);
  });

  it('keep every number with its unit on one line (a no-break space after the number)', () => {
    const quantities = Object.values(catalogues).flatMap((catalogue) => texts(catalogue).filter(([key]) => PLURAL_SUFFIX.test(key)));
    expect(quantities.length).toBeGreaterThan(0);
    for (const [key, text] of quantities) expect(`${key}: ${text}`).toMatch(/: \{\{count\}\}\u00a0\S/);
  });

  it('flag a missing text, an unknown text, a missing plural form and a changed placeholder', () => {
    const pl: Record<string, unknown> = structuredClone(catalogues.pl);
    const de = structuredClone(catalogues.de) as typeof MAIL_CATALOGUES.de & { unknown?: string };
    delete pl.minutes_few;
    delete (de.kinds.activation as Partial<typeof de.kinds.activation>).note;
    de.unknown = 'Unbekannt';
    de.kinds.activation.subject = 'Aktiviere dein Konto bei {{name}}';
    const broken = { ...catalogues, pl, de };
    expect(findCatalogueProblems(broken)).toEqual(
      expect.arrayContaining(['de: missing kinds.activation.note', 'de: unknown key unknown', 'pl: missing minutes_few']),
    );
    expect(placeholderProblems(broken)).toEqual(['de: kinds.activation.subject has {{name}} instead of {{site}}']);
  });
});
