import { BODY_TYPES, EYE_COLOURS, GENDERS, HAIR_COLOURS, RELATIONSHIP_STATUSES, SEXUALITIES, SUPPORTED_COUNTRIES, TATTOOS } from '@rendezvous/contracts';
import { State } from 'country-state-city';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from './locales';
import { NATIVE_REGION_NAMES, regionName } from './region-names';

// The catalogue check of data labels (issue 31, defect 5): what the services send in English
// (interests, payment methods, regions) and the countries reach a member in their language, in all
// 11 locales. The lists are read from the sources that own them (as text: a shared library imports no
// service or app), so a new entry there fails here.
const ROOT = join(__dirname, '../../..');
const source = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const interestList = source('services/site/src/interests/interest-list.ts');
const SPEC_INTERESTS = [...(/SPEC_INTERESTS = \[([^\]]+)\]/.exec(interestList) as RegExpExecArray)[1].matchAll(/'([^']+)'/g)].map(([, name]) => name);
const iconIdOf = (name: string) => name.replace(/\s+/g, '-');

const PAYMENT_METHODS = [...source('services/payments/src/catalogue/payment-methods.ts').matchAll(/id: '([^']+)',\s*label: '([^']+)'/g)].map(
  ([, id, label]) => ({ id, label }),
);
const TRANSLATED_METHODS = [
  ...(/TRANSLATED_METHODS: readonly string\[\] = \[([^\]]+)\]/.exec(source('mfe-payments/src/lib/method-label.ts')) as RegExpExecArray)[1].matchAll(
    /'([^']+)'/g,
  ),
].map(([, id]) => id);

/** country -> [code, English name] as regions.php lists them */
const FIRST_LEVEL_REGIONS: Record<string, Array<[string, string]>> = {};
for (const [, country, body] of source('services/site/src/geo/first-level-regions.ts').matchAll(
  /^ {2}([A-Z]{2}): \{\n\s+regionType: '[^']+',\n\s+regions: \[([^]*?)\],?\n {2}\},/gm,
)) {
  FIRST_LEVEL_REGIONS[country] = [...body.matchAll(/\['([^']+)', (?:'([^']*)'|"([^"]*)")\]/g)].map(([, code, single, double]) => [code, single ?? double]);
}
const catalogue = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, Record<string, string>>;
const common = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, catalogue(`shared/i18n/src/locales/${locale}/common.json`)]));
const members = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, catalogue(`mfe-members/src/locales/${locale}/members.json`)]));
const payments = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, catalogue(`mfe-payments/src/locales/${locale}/payments.json`)]));

describe('data labels in every locale', () => {
  it('names each of the 50 interests in every locale, not as the stored English lower-case name', () => {
    const problems: string[] = [];
    for (const locale of SUPPORTED_LOCALES) {
      for (const name of SPEC_INTERESTS) {
        const label = common[locale].interests?.[iconIdOf(name)];
        if (!label?.trim()) problems.push(`${locale}: no name for the interest "${name}"`);
        else if (label === name) problems.push(`${locale}: "${name}" shows as stored`);
      }
      const english = SPEC_INTERESTS.filter(
        (name) => common[locale].interests?.[iconIdOf(name)] === common[DEFAULT_LOCALE].interests[iconIdOf(name)] && name.length > 5,
      );
      // Loan words (Sushi, Bondage, Shopping) are shared; a catalogue mostly English is not translated.
      if (locale !== DEFAULT_LOCALE && english.length > 12) problems.push(`${locale}: ${english.length} interests are still English`);
    }
    expect(problems).toEqual([]);
  });

  it('names every payment method that is no brand in every locale ("Bank transfer", "Credit card" on a German page)', () => {
    expect(PAYMENT_METHODS.length).toBeGreaterThan(20);
    expect(SPEC_INTERESTS).toHaveLength(50);
    const generic = PAYMENT_METHODS.filter(
      (method) => /\b(transfer|card|debit)\b/i.test(method.label) && !/^(Visa|Mastercard|Maestro|Carte Bancaire|Dankort)$/.test(method.label),
    );
    expect(generic.map((method) => method.id).sort()).toEqual([...TRANSLATED_METHODS].sort());
    const problems: string[] = [];
    for (const locale of SUPPORTED_LOCALES) {
      for (const method of generic) {
        const label = payments[locale].method_labels?.[method.id];
        if (!label?.trim()) problems.push(`${locale}: no name for ${method.id}`);
        else if (locale !== DEFAULT_LOCALE && label === method.label) problems.push(`${locale}: ${method.id} still "${method.label}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('shows every region regions.php or the geocoder gives by its own name outside English, the same for both English spellings', () => {
    const problems: string[] = [];
    for (const country of SUPPORTED_COUNTRIES) {
      if (['GB', 'IE', 'US'].includes(country)) continue;
      const states = State.getStatesOfCountry(country);
      for (const [code, english] of FIRST_LEVEL_REGIONS[country]) {
        const own = regionName(english, 'pl');
        const geocoded = states.find((state) => state.isoCode === code)?.name;
        if (geocoded && regionName(geocoded, 'pl') !== own)
          problems.push(`${country}-${code}: "${geocoded}" shows as "${regionName(geocoded, 'pl')}", "${english}" as "${own}"`);
        if (/\b(Voivodeship|Region of|County|Province|Canton)\b/.test(own)) problems.push(`${country}-${code}: "${own}" is English`);
      }
      // the geocoder names a city's region as country-state-city does, at whatever level it has there
      for (const state of states) {
        const shown = regionName(state.name, 'de');
        if (/\b(Voivodeship|Region of|County|Province|Metropolitan City|Canton|French|and)\b/.test(shown))
          problems.push(`${country}: "${state.name}" shows in English`);
      }
    }
    expect(problems).toEqual([]);
    expect(Object.values(FIRST_LEVEL_REGIONS).flat().length).toBeGreaterThan(250);
    expect(regionName('Kuyavian-Pomeranian Voivodeship', 'pl')).toBe('Kujawsko-Pomorskie');
    expect(regionName('Bavaria', 'de')).toBe('Bayern');
    expect(regionName('North Holland', 'nl')).toBe('Noord-Holland');
    expect(regionName('Kuyavian-Pomeranian Voivodeship', 'en')).toBe('Kuyavian-Pomeranian Voivodeship');
    // a name the table does not know is shown as given
    expect(regionName('Somewhere', 'de')).toBe('Somewhere');
    expect(Object.keys(NATIVE_REGION_NAMES).length).toBeGreaterThan(250);
    expect(regionName('Metropolitan City of Milan', 'fr')).toBe('Città metropolitana di Milano');
  });

  it('names every stored profile value (gender, sexuality and the option fields) in every locale, never as the stored key', () => {
    type Tree = { profile_page: { values: Record<string, string>; options: Record<string, Record<string, string>> } };
    const options = { tattoos: TATTOOS, hair_colour: HAIR_COLOURS, eye_colour: EYE_COLOURS, body_type: BODY_TYPES, relationship_status: RELATIONSHIP_STATUSES };
    const problems: string[] = [];
    for (const locale of SUPPORTED_LOCALES) {
      const page = (members[locale] as unknown as Tree).profile_page;
      for (const value of [...GENDERS, ...SEXUALITIES]) if (!page.values?.[value]?.trim()) problems.push(`${locale}: ${value}`);
      for (const [field, values] of Object.entries(options))
        for (const value of values) if (!page.options?.[field]?.[value]?.trim()) problems.push(`${locale}: ${field}.${value}`);
    }
    expect(problems).toEqual([]);
  });

  it('names every supported country in every locale (Intl.DisplayNames), never by its code', () => {
    const problems: string[] = [];
    for (const locale of SUPPORTED_LOCALES) {
      const names = new Intl.DisplayNames([locale], { type: 'region' });
      for (const country of SUPPORTED_COUNTRIES) if (!names.of(country) || names.of(country) === country) problems.push(`${locale}: ${country}`);
    }
    expect(problems).toEqual([]);
    expect(new Intl.DisplayNames(['pl'], { type: 'region' }).of('DE')).toBe('Niemcy');
  });
});
