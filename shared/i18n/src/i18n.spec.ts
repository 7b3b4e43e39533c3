import { COMMON_RESOURCES, ERRORS_RESOURCES, findCatalogueProblems, i18n, initI18n } from './index';

describe('shared catalogues', () => {
  it('have every key translated in every locale', () => {
    expect(findCatalogueProblems(COMMON_RESOURCES)).toEqual([]);
    expect(findCatalogueProblems(ERRORS_RESOURCES)).toEqual([]);
  });

  it('flags a missing key and an untranslated catalogue', () => {
    const broken = { ...ERRORS_RESOURCES, de: { ...ERRORS_RESOURCES.en } };
    delete (broken.de as Record<string, unknown>).retry;
    const problems = findCatalogueProblems(broken);
    expect(problems).toContain('de: missing retry');
    expect(problems.some((p) => p.startsWith('de:') && p.includes('still English'))).toBe(true);
  });

  it('switches every namespace with the locale', async () => {
    await initI18n('en');
    expect(i18n.t('errors:not_found')).toBe('This page could not be found');
    await i18n.changeLanguage('nl');
    expect(i18n.t('errors:not_found')).toBe('Deze pagina kon niet worden gevonden');
    await i18n.changeLanguage('en');
  });
});
