import { answer, envelope, mockApi } from '@rendezvous/api-client/testing';
import { addNamespace, i18n, initI18n, changeI18nLocale } from '@rendezvous/i18n';
import { sessionStore } from './session-store';
import { buildUser, resetSession } from './testing';

beforeAll(() => initI18n('en'));
afterEach(async () => {
  resetSession();
  await changeI18nLocale('en');
  document.cookie = 'locale=; path=/; max-age=0';
  jest.restoreAllMocks();
});

describe('changeLocale', () => {
  it('switches i18next, <html lang>, the store and the cookie for a visitor without calling the server', async () => {
    const api = mockApi({});
    await sessionStore.getState().changeLocale('nl');
    expect(i18n.language).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
    expect(sessionStore.getState().locale).toBe('nl');
    expect(document.cookie).toContain('locale=nl');
    expect(api.calls()).toEqual([]);
  });

  it('saves the language on the account of a logged-in member', async () => {
    sessionStore.getState().setUser(buildUser({ language: 'en' }));
    const api = mockApi({ 'PUT /api/user.php': (body) => answer(200, buildUser({ language: (body as { language: string }).language })) });
    await sessionStore.getState().changeLocale('de');
    expect(api.calls()).toEqual(['PUT /api/user.php']);
    expect(api.bodyOf('PUT /api/user.php')).toEqual({ language: 'de' });
    expect(sessionStore.getState().user?.language).toBe('de');
  });

  it('keeps the switch and logs when the server refuses to save', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.getState().setUser(buildUser({ language: 'en' }));
    mockApi({ 'PUT /api/user.php': () => envelope(500, 'INTERNAL', 'Something went wrong') });
    await sessionStore.getState().changeLocale('fr');
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.cookie).toContain('locale=fr');
    expect(logged).toHaveBeenCalled();
  });

  it('does not save again when the account already has that language', async () => {
    sessionStore.getState().setUser(buildUser({ language: 'sv' }));
    const api = mockApi({});
    await sessionStore.getState().changeLocale('sv');
    expect(api.calls()).toEqual([]);
  });

  it('changes nothing when the catalogues of the new language cannot be downloaded', async () => {
    // Only Polish fails, so the other tests' switches are unaffected by this namespace.
    await addNamespace('unreachable', async (locale) => {
      if (locale === 'pl') throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
      return {};
    });
    sessionStore.getState().setUser(buildUser({ language: 'en' }));
    const api = mockApi({});
    await expect(sessionStore.getState().changeLocale('pl')).rejects.toThrow('Loading chunk 42 failed.');
    expect(i18n.language).toBe('en');
    expect(sessionStore.getState().locale).toBe('en');
    expect(document.documentElement.lang).not.toBe('pl');
    expect(document.cookie).not.toContain('locale=pl');
    expect(api.calls()).toEqual([]);
  });
});
