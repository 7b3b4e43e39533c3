import { mockApi, answer } from '@rendezvous/api-client/testing';
import { i18n, initI18n, changeI18nLocale } from '@rendezvous/i18n';
import { sessionStore } from '@rendezvous/session-store';
import { buildSettings, buildUser, resetSession } from '@rendezvous/session-store/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { LanderLayout } from '../layouts/layouts';
import { TopNav } from './top-nav';

beforeAll(() => initI18n('en'));
beforeEach(() => window.history.pushState({}, '', '/members'));
afterEach(async () => {
  act(() => resetSession());
  await act(() => changeI18nLocale('en'));
  document.cookie = 'locale=; path=/; max-age=0';
});

function renderNav(localeCountries: Record<string, string[]>, country: string | null = null) {
  act(() => sessionStore.getState().setSettings(buildSettings({ locale_countries: localeCountries, geoip_country: country })));
  return render(
    <I18nextProvider i18n={i18n}>
      <TopNav />
    </I18nextProvider>,
  );
}

describe('the locale dropdown', () => {
  it('stays hidden when only one locale is visible', () => {
    renderNav({ en: ['NL'], de: ['DE'] }, 'NL');
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });

  it('lists the visible locales by their own names', () => {
    renderNav({ en: ['NL', 'DE'], nl: ['NL'], de: ['DE'] }, 'NL');
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Nederlands']);
  });

  it('shows every locale with a country when the visitor country is unknown', () => {
    renderNav({ en: ['GB'], nl: ['NL'], nb: ['NO'], fr: [] });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Norsk bokmål', 'Nederlands']);
  });

  it('switches the visible strings without a server call for a visitor', async () => {
    const api = mockApi({});
    renderNav({ en: ['NL'], nl: ['NL'] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'nl');
    expect(await screen.findByRole('link', { name: 'Leden zoeken' })).toHaveAttribute('href', '/members');
    expect(document.documentElement.lang).toBe('nl');
    expect(document.cookie).toContain('locale=nl');
    expect(api.calls()).toEqual([]);
  });

  it('saves the choice on the account of a logged-in member', async () => {
    const api = mockApi({ 'PUT /api/user.php': () => answer(200, buildUser({ language: 'nl' })) });
    act(() => sessionStore.getState().setUser(buildUser({ language: 'en' })));
    renderNav({ en: ['NL'], nl: ['NL'] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'nl');
    expect(await screen.findByRole('link', { name: 'Leden zoeken' })).toBeInTheDocument();
    expect(api.calls()).toEqual(['PUT /api/user.php']);
    expect(api.bodyOf('PUT /api/user.php')).toEqual({ language: 'nl' });
  });

  it('appears in the lander navbar too', () => {
    act(() => sessionStore.getState().setSettings(buildSettings({ locale_countries: { en: ['NL'], de: ['NL'] } })));
    render(
      <I18nextProvider i18n={i18n}>
        <LanderLayout>lander</LanderLayout>
      </I18nextProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });
});
