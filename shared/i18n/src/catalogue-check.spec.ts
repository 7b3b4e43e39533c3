import { findCatalogueProblems } from './catalogue-check';
import { SUPPORTED_LOCALES, type NamespaceResources } from './locales';

/** Every locale with the same catalogue, then the given ones on top. */
function catalogues(base: Record<string, unknown>, overrides: Record<string, Record<string, unknown>> = {}): NamespaceResources {
  return Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, overrides[locale] ?? base])) as NamespaceResources;
}

describe('findCatalogueProblems and plural keys', () => {
  const english = { found_one: '{{count}} member found', found_other: '{{count}} members found', tattoos: { a_few: 'A few' } };

  it("asks each locale for its language's plural forms, as Intl.PluralRules names them", () => {
    const problems = findCatalogueProblems(catalogues(english));
    expect(problems).toContain('pl: missing found_few');
    expect(problems).toContain('pl: missing found_many');
    expect(problems).not.toContain('de: missing found_few');
  });

  it('accepts the extra plural forms of a language, and an ordinary key that merely ends like one', () => {
    const polish = { ...english, found_few: 'x', found_many: 'y' };
    const problems = findCatalogueProblems(
      catalogues(english, { pl: polish, es: { ...english, found_many: 'z' }, fr: { ...english, found_many: 'z' }, it: { ...english, found_many: 'z' } }),
    );
    expect(problems.filter((problem) => problem.includes('found') || problem.includes('a_few'))).toEqual([]);
  });

  it('still reports a plural form the language does not have', () => {
    expect(findCatalogueProblems(catalogues(english, { de: { ...english, found_few: 'x' } }))).toContain('de: unknown key found_few');
  });
});
