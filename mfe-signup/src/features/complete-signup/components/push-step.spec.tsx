import { sessionStore } from '@rendezvous/session-store';
import { buildSettings, buildUser } from '@rendezvous/session-store/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '../../../testing/api-mock';
import { renderSignupAt, startFresh } from '../../../testing/render';

const SUBSCRIPTION = { endpoint: 'https://push.example/device-1', expirationTime: null, keys: { p256dh: 'BPk', auth: 'au' } };

/** A browser that can push: a service worker container, a push manager, and the permission prompt answering `permission`. */
function pushCapableBrowser(permission: NotificationPermission) {
  const subscribe = jest.fn(async () => ({ toJSON: () => SUBSCRIPTION }));
  const register = jest.fn(async () => ({}));
  const requestPermission = jest.fn(async () => permission);
  Object.assign(window, { PushManager: class PushManager {}, Notification: { permission: 'default', requestPermission } });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, ready: Promise.resolve({ pushManager: { subscribe } }) } });
  return { subscribe, register, requestPermission };
}

function atPushStep() {
  const member = buildUser({ email: 'anna@example.com', status: 'not_confirmed', signup_step: 'push' });
  act(() => {
    sessionStore.getState().setSettings(buildSettings({ push_public_key: 'BPx-_w' }));
    sessionStore.getState().setUser(member);
  });
  return mockApi({
    'POST /api/user.php': () => answer(200, { subscribed: true }),
    'PUT /api/account/signup/steps/push': () => answer(200, { ...member, signup_step: null }),
    'POST /api/account/signup/complete': () => answer(200, { ...member, signup_step: null }),
    'GET /api/user.php': () => answer(200, { ...member, signup_step: null }),
  });
}

beforeEach(startFresh);
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});

describe('the push step of signup', () => {
  it('really subscribes: the browser prompt, the worker, the site key, the subscription saved on the account, then signup completes', async () => {
    const browser = pushCapableBrowser('granted');
    const api = atPushStep();
    await renderSignupAt('/complete-signup');
    expect(screen.getByText('Get a notification on this device when someone writes to you or likes you, even when the site is closed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Check your inbox' })).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.register).toHaveBeenCalledWith('/sw-push.js?version=2', { scope: '/' });
    expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) });
    expect(api.bodyOf('POST /api/user.php')).toEqual({ subscription: SUBSCRIPTION });
    expect(api.calls()).toEqual(['POST /api/user.php', 'PUT /api/account/signup/steps/push', 'POST /api/account/signup/complete', 'GET /api/user.php']);
  });

  it('explains a refusal in the browser prompt and goes on with Continue, saving no subscription', async () => {
    const browser = pushCapableBrowser('denied');
    const api = atPushStep();
    await renderSignupAt('/complete-signup');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));

    expect(
      await screen.findByText("Notifications are blocked for this site in your browser. You can allow them in your browser's site settings at any time."),
    ).toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Check your inbox' })).toBeInTheDocument();
    expect(api.calls()).not.toContain('POST /api/user.php');
  });

  it('says so when the browser cannot subscribe, and still lets the member go on', async () => {
    const browser = pushCapableBrowser('granted');
    browser.subscribe.mockRejectedValueOnce(new DOMException('Registration failed - push service error', 'AbortError'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    atPushStep();
    await renderSignupAt('/complete-signup');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications could not be switched on in this browser.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Check your inbox' })).toBeInTheDocument();
  });

  it('lets the member say not now: no prompt, and signup goes on', async () => {
    const browser = pushCapableBrowser('granted');
    const api = atPushStep();
    await renderSignupAt('/complete-signup');
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Check your inbox' })).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await waitFor(() => expect(api.calls()).toEqual(['PUT /api/account/signup/steps/push', 'POST /api/account/signup/complete', 'GET /api/user.php']));
  });
});
