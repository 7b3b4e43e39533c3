import { changeI18nLocale } from '@rendezvous/i18n';
import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { sessionStore } from '@rendezvous/session-store';
import { buildSettings, resetSession } from '@rendezvous/session-store/testing';
import { act, screen, within } from '@testing-library/react';
import { NAMESPACE, RESOURCES } from '../../locales';
import { AppRoutes } from '../../routes';

const renderLangConfig = () => renderRemoteAt('/lang-config', { namespace: NAMESPACE, resources: RESOURCES, Root: AppRoutes });
const rowOf = (language: string) => screen.getByRole('rowheader', { name: language }).closest('tr') as HTMLElement;

beforeEach(() => act(() => sessionStore.getState().setSettings(buildSettings({ locale_countries: { en: ['GB', 'NL'], nl: ['NL', 'BE'] } }))));
afterEach(async () => {
  act(() => resetSession());
  await act(() => changeI18nLocale('en'));
});

describe('/lang-config', () => {
  it('lists every locale by its own name with the countries where it shows', async () => {
    await renderLangConfig();
    expect(screen.getByRole('heading', { level: 1, name: 'Language configuration' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(11);
    expect(within(rowOf('English')).getByRole('cell')).toHaveTextContent('United Kingdom, Netherlands');
    expect(within(rowOf('Nederlands')).getByRole('cell')).toHaveTextContent('Netherlands, Belgium');
    expect(within(rowOf('Deutsch')).getByRole('cell')).toHaveTextContent('Not offered in any country');
  });

  it('names the countries in the current locale', async () => {
    await renderLangConfig();
    await act(() => changeI18nLocale('nl'));
    expect(screen.getByRole('heading', { level: 1, name: 'Taalconfiguratie' })).toBeInTheDocument();
    expect(within(rowOf('Nederlands')).getByRole('cell')).toHaveTextContent('Nederland, België');
    expect(screen.getByRole('columnheader', { name: 'Landen' })).toBeInTheDocument();
  });
});
