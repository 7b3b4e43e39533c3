import { i18n, initI18n } from '@rendezvous/i18n';
import { sessionStore } from '@rendezvous/session-store';
import { buildUser, resetSession } from '@rendezvous/session-store/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { TopNav } from './top-nav';

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();

beforeAll(() => initI18n('en'));
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.pushState({}, '', '/members');
});
afterEach(() => act(() => resetSession()));

function renderAsMember(name = 'Anna') {
  act(() => sessionStore.getState().setUser(buildUser({ profile: { id: 5, name, country: 'NL', status: 'active', gender: 'female', age: 31, main_image: null } })));
  return render(
    <I18nextProvider i18n={i18n}>
      <TopNav />
    </I18nextProvider>,
  );
}

describe('the account dropdown', () => {
  it('offers My profile, Settings and Logout to a member instead of Login', async () => {
    renderAsMember();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Anna' }));
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('logs out on the server, shows Login again and goes to the home page', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    renderAsMember();
    await userEvent.click(screen.getByRole('button', { name: 'Anna' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(fetchMock.mock.calls.map(([url, init]) => `${init.method} ${new URL(url).pathname}`)).toEqual(['GET /api/logout.php']);
    expect(sessionStore.getState().user).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('opens with the arrow key, moves with the arrows and closes with Escape back on the button', async () => {
    renderAsMember();
    const button = screen.getByRole('button', { name: 'Anna' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the member clicks elsewhere on the page', async () => {
    renderAsMember();
    await userEvent.click(screen.getByRole('button', { name: 'Anna' }));
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
