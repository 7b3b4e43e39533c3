import { i18n, initI18n, changeI18nLocale } from '@rendezvous/i18n';
import { sessionStore } from '@rendezvous/session-store';
import { buildSettings, buildUser, resetSession } from '@rendezvous/session-store/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ENTRY_WARNING_DISMISSED_KEY } from '../entry-warning/entry-warning-rules';
import { ChatLayout, DefaultLayout, EmptyLayout, LanderLayout } from './layouts';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  window.history.pushState({}, '', '/members');
});
afterEach(async () => {
  act(() => resetSession());
  await act(() => changeI18nLocale('en'));
});

function asVisitor(settings = buildSettings({ enable_site_entry_popup: 'yes', geoip_country: 'NL' })) {
  act(() => sessionStore.setState({ settings, user: null, userLoaded: true }));
}

function asMember() {
  act(() => sessionStore.setState({ settings: buildSettings(), user: buildUser(), userLoaded: true }));
}

const renderIn = (ui: React.ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('DefaultLayout', () => {
  it('has the navigation, the banner area, the legal links, the disclaimer and the US footer in English', () => {
    act(() =>
      sessionStore.setState({ settings: buildSettings({ fictional_warning: 'Some profiles are fictional.', fictional_icon: 'heart' }), userLoaded: true }),
    );
    renderIn(
      <DefaultLayout>
        <p>screen</p>
      </DefaultLayout>,
    );
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notices' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/pages/terms');
    // the setting switches the disclaimer on; its words come from the catalogue in the page's language,
    // with the site's mark as its icon (never the icon's name "heart")
    const disclaimer = screen.getByText(/^Some profiles on this site are operated by staff for entertainment\./);
    expect(disclaimer).toHaveTextContent('They are marked with this sign: ♥');
    expect(disclaimer).not.toHaveTextContent('heart');
    expect(screen.getByText(/18 U\.S\.C\. 2257/)).toBeInTheDocument();
  });

  it("shows a member's alerts in the banner area", () => {
    act(() => sessionStore.setState({ settings: buildSettings(), user: buildUser({ notifications_disabled: ['fbl'] }), userLoaded: true }));
    renderIn(
      <DefaultLayout>
        <p>screen</p>
      </DefaultLayout>,
    );
    const banners = screen.getByRole('region', { name: 'Notices' });
    expect(within(banners).getByRole('link', { name: 'Check your notification settings' })).toHaveAttribute('href', '/notifications');
  });

  it('hides the US footer outside English', async () => {
    await act(() => changeI18nLocale('de'));
    asMember();
    renderIn(
      <DefaultLayout>
        <p>screen</p>
      </DefaultLayout>,
    );
    expect(screen.getByRole('link', { name: 'AGB' })).toBeInTheDocument();
    expect(screen.queryByText(/2257/)).not.toBeInTheDocument();
  });
});

describe('ChatLayout and EmptyLayout', () => {
  it('chat has the navigation and no footer', () => {
    asMember();
    renderIn(
      <ChatLayout>
        <p>chat</p>
      </ChatLayout>,
    );
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('empty shows the screen alone', () => {
    asMember();
    renderIn(
      <EmptyLayout>
        <p>alone</p>
      </EmptyLayout>,
    );
    expect(screen.getByText('alone')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('LanderLayout', () => {
  it('offers Login to a visitor', () => {
    asVisitor(buildSettings());
    renderIn(
      <LanderLayout>
        <p>lander</p>
      </LanderLayout>,
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('hides Login from a member', () => {
    asMember();
    renderIn(
      <LanderLayout>
        <p>lander</p>
      </LanderLayout>,
    );
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('site-entry warning', () => {
  it('appears for a logged-out visitor, with focus on Enter, and never again after Enter', async () => {
    asVisitor();
    const { unmount } = renderIn(
      <DefaultLayout>
        <p>screen</p>
      </DefaultLayout>,
    );
    // The dialog's code (Radix) arrives when it first shows.
    const dialog = await screen.findByRole('dialog', { name: 'Adults only (18+)' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'Leave' })).toHaveAttribute('href', 'about:blank');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enter' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Enter' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(ENTRY_WARNING_DISMISSED_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    unmount();
    renderIn(
      <LanderLayout>
        <p>lander</p>
      </LanderLayout>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown to members', () => {
    asMember();
    renderIn(
      <DefaultLayout>
        <p>screen</p>
      </DefaultLayout>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses NL and DE on the lander layout whatever the site list says', async () => {
    asVisitor(buildSettings({ enable_site_entry_popup: 'yes', geoip_country: 'DE', countries: ['FR'] }));
    renderIn(
      <LanderLayout>
        <p>lander</p>
      </LanderLayout>,
    );
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
