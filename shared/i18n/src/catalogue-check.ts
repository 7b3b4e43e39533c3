import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type NamespaceResources } from './locales';

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      for (const [k, v] of flatten(value as Record<string, unknown>, path)) out.set(k, v);
    } else {
      out.set(path, String(value));
    }
  }
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a locale must have for the English keys: i18next's plural keys (`found_one`,
 * `found_other`) stand for every plural form the locale's language has (Polish: one, few, many,
 * other), as Intl.PluralRules names them. A key is plural when English has its `_other` form, so a
 * value such as `a_few` stays an ordinary key.
 */
function expectedKeys(english: Map<string, string>, locale: string): Set<string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const isPlural = (key: string) => PLURAL_SUFFIX.test(key) && english.has(key.replace(PLURAL_SUFFIX, '_other'));
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (!isPlural(key)) keys.add(key);
    else for (const category of categories) keys.add(key.replace(PLURAL_SUFFIX, `_${category}`));
  }
  return keys;
}

/**
 * Problems in a namespace's catalogues: keys missing in a locale (plural forms per its language),
 * and non-English catalogues that are largely English (more than a third of their longer strings
 * equal the English text). Used by every remote's locale test so no team can ship a half-translated
 * namespace.
 */
export function findCatalogueProblems(resources: NamespaceResources): string[] {
  const problems: string[] = [];
  const english = flatten(resources[DEFAULT_LOCALE]);
  for (const locale of SUPPORTED_LOCALES) {
    const catalogue = flatten(resources[locale] ?? {});
    const expected = expectedKeys(english, locale);
    for (const key of expected) {
      if (!catalogue.get(key)?.trim()) problems.push(`${locale}: missing ${key}`);
    }
    for (const key of catalogue.keys()) {
      if (!expected.has(key)) problems.push(`${locale}: unknown key ${key}`);
    }
    if (locale === DEFAULT_LOCALE) continue;
    const comparable = [...english].filter(([, text]) => text.length > 12);
    const same = comparable.filter(([key, text]) => catalogue.get(key) === text);
    if (comparable.length > 0 && same.length * 3 > comparable.length) {
      problems.push(`${locale}: ${same.length} of ${comparable.length} strings are still English`);
    }
  }
  return problems;
}
