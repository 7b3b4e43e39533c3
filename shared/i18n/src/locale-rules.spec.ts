import { formatDate, formatNumber, formatPrice, resolveInitialLocale, visibleLocales } from './locale-rules';

describe('resolveInitialLocale', () => {
  it('takes a supported cookie first', () => {
    expect(resolveInitialLocale({ cookie: 'nl', domainLanguage: 'de', browserLanguages: ['fr'] })).toBe('nl');
  });
  it('ignores an unsupported cookie and falls back to the domain language by its first two letters', () => {
    expect(resolveInitialLocale({ cookie: 'xx', domainLanguage: 'de-AT', browserLanguages: ['fr'] })).toBe('de');
  });
  it('skips an unsupported domain language and uses the first supported browser language', () => {
    expect(resolveInitialLocale({ domainLanguage: 'pt', browserLanguages: ['ja-JP', 'sv-SE', 'de'] })).toBe('sv');
  });
  it('reads Norwegian no and nn as nb', () => {
    expect(resolveInitialLocale({ browserLanguages: ['no'] })).toBe('nb');
    expect(resolveInitialLocale({ browserLanguages: ['nn-NO'] })).toBe('nb');
  });
  it('falls back to English when nothing matches', () => {
    expect(resolveInitialLocale({ cookie: null, domainLanguage: null, browserLanguages: ['ja'] })).toBe('en');
    expect(resolveInitialLocale({})).toBe('en');
  });
  it('does not let settings.language override the browser rule', () => {
    expect(resolveInitialLocale({ settingsLanguage: 'en', browserLanguages: ['fi'] })).toBe('fi');
  });
});

describe('visibleLocales', () => {
  const mapping = { en: ['GB', 'NL'], nl: ['NL', 'BE'], de: ['DE'], fr: [] };
  it('shows the locales mapped to the visitor country plus the current one, sorted', () => {
    expect(visibleLocales(mapping, 'NL', 'en')).toEqual(['en', 'nl']);
    expect(visibleLocales(mapping, 'DE', 'en')).toEqual(['de', 'en']);
  });
  it('shows every locale with any country when the country is unknown', () => {
    expect(visibleLocales(mapping, null, 'en')).toEqual(['de', 'en', 'nl']);
  });
  it('always keeps the current locale even when it is not mapped', () => {
    expect(visibleLocales(mapping, 'BE', 'fr')).toEqual(['fr', 'nl']);
    expect(visibleLocales({}, 'NL', 'en')).toEqual(['en']);
    expect(visibleLocales(null, null, 'sv')).toEqual(['sv']);
  });
  it('ignores unsupported locales in the mapping', () => {
    expect(visibleLocales({ pt: ['PT'], en: ['PT'] }, 'PT', 'en')).toEqual(['en']);
  });
});

describe('formatting', () => {
  it('formats prices from minor units per locale', () => {
    expect(formatPrice(1999, 'EUR', 'en')).toBe('€19.99');
    expect(formatPrice(1999, 'EUR', 'de').replace(/\s/g, ' ')).toBe('19,99 €');
    expect(formatPrice(500, 'JPY', 'en')).toBe('¥500');
  });
  it('formats numbers per locale', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
  });
  it('formats dates per locale', () => {
    const date = new Date(Date.UTC(2026, 0, 15, 12));
    expect(formatDate(date, 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe('January 15, 2026');
    expect(formatDate(date.toISOString(), 'nl', { dateStyle: 'long', timeZone: 'UTC' })).toBe('15 januari 2026');
  });
});
