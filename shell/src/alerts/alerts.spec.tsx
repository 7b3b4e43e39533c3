import type { User, UserProfile } from '@rendezvous/contracts';
import { i18n, initI18n } from '@rendezvous/i18n';
import { sessionStore } from '@rendezvous/session-store';
import { buildSettings, buildUser, resetSession } from '@rendezvous/session-store/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { PHOTO_ALERT_DISMISSED_KEY, PUSH_ALERT_DISMISSED_KEY } from './alert-rules';
import { Banners } from './banners';

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: 5,
  name: 'Anna',
  country: 'NL',
  status: 'active',
  gender: 'female',
  age: 31,
  main_image: { filename: 'a.jpg', thumb_filename: 'a_t.jpg', status: 'active', match: '' },
  ...overrides,
});

function setMatchMedia(matching: string[]) {
  window.matchMedia = ((query: string) => ({ matches: matching.includes(query) })) as unknown as typeof window.matchMedia;
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.pushState({}, '', '/members');
  setMatchMedia([]);
});
afterEach(() => {
  act(() => resetSession());
  delete (window as Partial<Window & { PushManager: unknown; Notification: unknown }>).PushManager;
  delete (window as Partial<Window & { PushManager: unknown; Notification: unknown }>).Notification;
});

function renderFor(user: User | null) {
  act(() => sessionStore.setState({ settings: buildSettings(), user, userLoaded: true }));
  return render(
    <I18nextProvider i18n={i18n}>
      <Banners />
    </I18nextProvider>,
  );
}

const unconfirmed = () => buildUser({ status: 'not_confirmed', profile: profile({ status: 'disabled' }) });

describe('the alerts in the banner area', () => {
  it('shows nothing to a logged-out visitor', () => {
    const { container } = renderFor(null);
    expect(container).toBeEmptyDOMElement();
  });

  it('reminds an unconfirmed member to activate and sends the mail again', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } }));
    renderFor(unconfirmed());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByText('The e-mail has been sent again.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(new URL(url).pathname).toBe('/api/account/activation-mail');
    expect(init.method).toBe('POST');
  });

  it('uses a modal after signup on a smartphone', async () => {
    window.history.pushState({}, '', '/members?api_signup_complete=1');
    setMatchMedia(['(max-width: 575.98px)']);
    renderFor(unconfirmed());
    // The dialog's code (Radix) arrives when it first shows.
    expect(await screen.findByRole('dialog', { name: 'Activate your account' })).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send the e-mail again' })).toHaveFocus());
  });

  it('asks for a profile photo until dismissed, and remembers the dismissal', async () => {
    const user = buildUser({ profile: profile({ main_image: null }) });
    const { unmount } = renderFor(user);
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('link', { name: 'Go to your profile' })).not.toBeInTheDocument();
    expect(localStorage.getItem(PHOTO_ALERT_DISMISSED_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    unmount();
    renderFor(user);
    expect(screen.queryByRole('link', { name: 'Go to your profile' })).not.toBeInTheDocument();
  });

  it('offers push when the browser can push and the member has not answered yet; dismissible', async () => {
    Object.assign(window, { PushManager: {}, Notification: { permission: 'default' } });
    renderFor(buildUser({ profile: profile() }));
    expect(screen.getByText('Turn on notifications so you never miss a message.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Turn on notifications so you never miss a message.')).not.toBeInTheDocument();
    expect(localStorage.getItem(PUSH_ALERT_DISMISSED_KEY)).not.toBeNull();
  });

  it('turns push on from the alert: registers /sw-push.js, subscribes with the site key and saves the subscription', async () => {
    const subscription = { endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } };
    const subscribe = jest.fn(async () => ({ toJSON: () => subscription }));
    const register = jest.fn(async () => ({}));
    Object.assign(window, { PushManager: {}, Notification: { permission: 'default', requestPermission: async () => 'granted' } });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, ready: Promise.resolve({ pushManager: { subscribe } }) } });
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ subscribed: true }), { status: 200, headers: { 'content-type': 'application/json' } }));
    act(() => sessionStore.setState({ settings: buildSettings({ push_public_key: 'BPx-_w' }) }));
    render(
      <I18nextProvider i18n={i18n}>
        <Banners />
      </I18nextProvider>,
    );
    act(() => sessionStore.setState({ user: buildUser({ profile: profile() }), userLoaded: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(screen.queryByText('Turn on notifications so you never miss a message.')).not.toBeInTheDocument());
    expect(register).toHaveBeenCalledWith('/sw-push.js?version=2', { scope: '/' });
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) });
    const [url, init] = fetchMock.mock.calls[0];
    expect(`${init.method} ${new URL(url).pathname}${new URL(url).search}`).toBe('POST /api/user.php?push=1');
    expect(JSON.parse(String(init.body))).toEqual({ subscription });
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('does not offer push once permission is answered', () => {
    Object.assign(window, { PushManager: {}, Notification: { permission: 'denied' } });
    renderFor(buildUser({ profile: profile() }));
    expect(screen.queryByText('Turn on notifications so you never miss a message.')).not.toBeInTheDocument();
  });

  it('tells a member whose e-mail notifications are disabled, with a link to the settings', () => {
    renderFor(buildUser({ profile: profile(), notifications_disabled: ['bounce'] }));
    expect(screen.getByRole('link', { name: 'Check your notification settings' })).toHaveAttribute('href', '/notifications');
  });
});
