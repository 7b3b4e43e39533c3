import { i18n, initI18n } from '@rendezvous/i18n';
import { sessionStore } from '@rendezvous/session-store';
import { buildUser, resetSession } from '@rendezvous/session-store/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { User } from '@rendezvous/contracts';
import { TopNav } from './top-nav';

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();

beforeAll(() => initI18n('en'));
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.pushState({}, '', '/members');
});
afterEach(() => act(() => resetSession()));

function renderAsMember(name = 'Anna', overrides: Partial<User> = {}) {
  act(() =>
    sessionStore
      .getState()
      .setUser(buildUser({ profile: { id: 5, name, country: 'NL', status: 'active', gender: 'female', age: 31, main_image: null }, ...overrides })),
  );
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
    // The menu's code (Radix) arrives with the first opening.
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('logs out on the server, shows Login again and goes to the home page', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    renderAsMember();
    await userEvent.click(screen.getByRole('button', { name: 'Anna' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(fetchMock.mock.calls.map(([url, init]) => `${init.method} ${new URL(url).pathname}`)).toEqual(['GET /api/logout.php']);
    expect(sessionStore.getState().user).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('opens with the arrow key, moves with the arrows and closes with Escape back on the button', async () => {
    renderAsMember();
    screen.getByRole('button', { name: 'Anna' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    // Found again: the menu's code brings its own button (same name) in place of the one shown before.
    const button = screen.getByRole('button', { name: 'Anna' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on the last item with ArrowUp and wraps around with the arrows', async () => {
    renderAsMember();
    screen.getByRole('button', { name: 'Anna' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
  });

  it('closes on Tab and moves on from the button to what follows it', async () => {
    renderAsMember();
    screen.getByRole('button', { name: 'Anna' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Anna' })).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Anna' })).toHaveFocus();
  });

  it('closes when the member clicks elsewhere on the page', async () => {
    renderAsMember();
    await userEvent.click(screen.getByRole('button', { name: 'Anna' }));
    await screen.findByRole('menu');
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('the messages and likes badges', () => {
  const link = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) });

  it('show the counts up to 99', () => {
    renderAsMember();
    act(() => sessionStore.getState().setBadges({ unreadMessages: 99, newLikes: 1 }));
    expect(within(link('Messages')).getByText('99')).toBeInTheDocument();
    expect(link('Messages')).toHaveAccessibleName('Messages Unread messages: 99');
    expect(within(link('Likes')).getByText('1')).toBeInTheDocument();
  });

  it('cap at 99+ from 100 on, while the spoken count stays exact', () => {
    renderAsMember();
    act(() => sessionStore.getState().setBadges({ unreadMessages: 100, newLikes: 250 }));
    expect(within(link('Messages')).getByText('99+')).toBeInTheDocument();
    expect(within(link('Likes')).getByText('99+')).toBeInTheDocument();
    expect(link('Likes')).toHaveAccessibleName('Likes New likes: 250');
  });

  it('disappear at 0', () => {
    renderAsMember();
    expect(link('Messages')).toHaveAccessibleName('Messages');
    expect(link('Likes')).toHaveAccessibleName('Likes');
  });

  it('are not shown to visitors, who get no messages or likes links', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <TopNav />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Likes/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
  });
});

describe('credits or Get Premium', () => {
  const creditsLink = () => screen.getByRole('link', { name: /^Credits/ });
  const badge = () => creditsLink().querySelector('[data-badge]');

  it('offers Get Premium to a free member and no credits link', () => {
    renderAsMember('Anna', { paid_user: false, credits: 0 });
    expect(screen.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    expect(screen.queryByRole('link', { name: /^Credits/ })).toBeNull();
  });

  it('shows no credits badge to a paid member with 11 credits', () => {
    renderAsMember('Anna', { paid_user: true, credits: 11 });
    expect(creditsLink()).toHaveAttribute('href', '/credits');
    expect(badge()).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get Premium' })).toBeNull();
  });

  it.each([
    [10, 'warning'],
    [1, 'warning'],
    [0, 'danger'],
  ])('shows a badge at %p credits with the %s tone', (credits, tone) => {
    renderAsMember('Anna', { paid_user: true, credits });
    expect(badge()).toHaveAttribute('data-badge', tone);
    expect(badge()).toHaveTextContent(String(credits));
    expect(creditsLink()).toHaveAccessibleName(`Credits Credits left: ${credits}`);
  });
});

describe('the back button', () => {
  const standalone = (matches: boolean) => {
    window.matchMedia = ((query: string) => ({
      matches: matches && query === '(display-mode: standalone)',
      media: query,
    })) as unknown as typeof window.matchMedia;
  };
  afterEach(() => {
    delete (window as Partial<Window>).matchMedia;
  });

  it('shows on a member page inside an installed app and goes back in history', async () => {
    standalone(true);
    window.history.pushState({}, '', '/members');
    window.history.pushState({}, '', '/members/42');
    renderAsMember();
    const back = jest.spyOn(window.history, 'back');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('does not show in a browser tab, which has its own back button', () => {
    standalone(false);
    window.history.pushState({}, '', '/likes');
    renderAsMember();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('does not show on the search page even in an installed app', () => {
    standalone(true);
    renderAsMember();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});
