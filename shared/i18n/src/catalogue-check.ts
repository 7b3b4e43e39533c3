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

/**
 * Problems in a namespace's catalogues: keys missing in a locale, and non-English catalogues that are
 * largely English (more than a third of their longer strings equal the English text).
 * Used by every remote's locale test so no team can ship a half-translated namespace.
 */
export function findCatalogueProblems(resources: NamespaceResources): string[] {
  const problems: string[] = [];
  const english = flatten(resources[DEFAULT_LOCALE]);
  for (const locale of SUPPORTED_LOCALES) {
    const catalogue = flatten(resources[locale] ?? {});
    for (const key of english.keys()) {
      if (!catalogue.get(key)?.trim()) problems.push(`${locale}: missing ${key}`);
    }
    for (const key of catalogue.keys()) {
      if (!english.has(key)) problems.push(`${locale}: unknown key ${key}`);
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
