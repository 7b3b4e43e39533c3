import {
  addNamespace,
  changeI18nLocale,
  findCatalogueProblems,
  i18n,
  initI18n,
  loadAllCatalogues,
  loadCommon,
  loadErrors,
  type NamespaceLoader,
} from './index';

describe('shared catalogues', () => {
  it('have every key translated in every locale', async () => {
    expect(findCatalogueProblems(await loadAllCatalogues(loadCommon))).toEqual([]);
    expect(findCatalogueProblems(await loadAllCatalogues(loadErrors))).toEqual([]);
  });

  it('flags a missing key and an untranslated catalogue', async () => {
    const errors = await loadAllCatalogues(loadErrors);
    const broken = { ...errors, de: { ...errors.en } };
    delete (broken.de as Record<string, unknown>).retry;
    const problems = findCatalogueProblems(broken);
    expect(problems).toContain('de: missing retry');
    expect(problems.some((p) => p.startsWith('de:') && p.includes('still English'))).toBe(true);
  });
});

describe('catalogues load per locale', () => {
  beforeAll(() => initI18n('en'));
  afterEach(() => changeI18nLocale('en'));

  it('starts with the shared catalogues of the first locale only', () => {
    expect(i18n.t('errors:not_found')).toBe('This page could not be found');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('pl', 'common')).toBe(false);
  });

  it('loads every namespace of a locale before it switches, so no raw key ever shows', async () => {
    const seen: string[] = [];
    const widget: NamespaceLoader = async (locale) => {
      seen.push(locale);
      return { title: `title in ${locale}` };
    };
    await addNamespace('widget', widget);
    expect(i18n.t('widget:title')).toBe('title in en');
    const switching = changeI18nLocale('nl');
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.t('errors:not_found')).toBe('Deze pagina kon niet worden gevonden');
    expect(i18n.t('widget:title')).toBe('title in nl');
    await changeI18nLocale('en');
    await changeI18nLocale('nl');
    expect(seen).toEqual(['en', 'nl']);
  });

  it('loads a namespace added during a switch for the new locale too', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: NamespaceLoader = async (locale) => {
      if (locale === 'de') await gate;
      return { greeting: `hello ${locale}` };
    };
    await addNamespace('slow', slow);
    const switching = changeI18nLocale('de');
    const late = addNamespace('late', async (locale) => ({ word: `late ${locale}` }));
    release();
    await Promise.all([switching, late]);
    expect(i18n.language).toBe('de');
    expect(i18n.t('late:word')).toBe('late de');
    expect(i18n.t('slow:greeting')).toBe('hello de');
  });

  it('tries a catalogue again after a failed download', async () => {
    let fail = true;
    const flaky: NamespaceLoader = async (locale) => {
      if (fail) throw new Error('offline');
      return { ok: `ok ${locale}` };
    };
    await expect(addNamespace('flaky', flaky)).rejects.toThrow('offline');
    fail = false;
    await addNamespace('flaky', flaky);
    expect(i18n.t('flaky:ok')).toBe('ok en');
  });
});
