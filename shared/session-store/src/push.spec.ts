import { applicationServerKey, PUSHED_MESSAGE_TYPE, PUSH_SERVICE_WORKER_URL, isPushSubscribed, onPushedMessage, registerPushServiceWorker } from './push';

function fakeNavigator(subscription: object | null = null) {
  const target = new EventTarget();
  const container = {
    register: jest.fn(async () => ({}) as ServiceWorkerRegistration),
    getRegistration: jest.fn(async () => ({ pushManager: { getSubscription: async () => subscription } }) as unknown as ServiceWorkerRegistration),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  const post = (data: unknown) => target.dispatchEvent(Object.assign(new Event('message'), { data }));
  return { nav: { serviceWorker: container } as unknown as Navigator, container, post };
}

describe('the push service worker', () => {
  it('registers /sw-push.js version 2 for the whole site', async () => {
    const { nav, container } = fakeNavigator();
    await registerPushServiceWorker(nav);
    expect(PUSH_SERVICE_WORKER_URL).toBe('/sw-push.js?version=2');
    expect(container.register).toHaveBeenCalledWith('/sw-push.js?version=2', { scope: '/' });
  });

  it('does nothing in a browser without service workers', async () => {
    await expect(registerPushServiceWorker({} as Navigator)).resolves.toBeNull();
    await expect(isPushSubscribed({} as Navigator)).resolves.toBe(false);
  });

  it('tells whether the browser holds a push subscription', async () => {
    await expect(isPushSubscribed(fakeNavigator({ endpoint: 'https://push.example/1' }).nav)).resolves.toBe(true);
    await expect(isPushSubscribed(fakeNavigator(null).nav)).resolves.toBe(false);
  });

  it('reports pushed messages from the worker and ignores other messages', () => {
    const { nav, post } = fakeNavigator();
    const listener = jest.fn();
    const stop = onPushedMessage(listener, nav);
    post({ type: 'something-else' });
    post({ type: PUSHED_MESSAGE_TYPE });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    post({ type: PUSHED_MESSAGE_TYPE });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

it('decodes the base64url VAPID key into bytes', () => {
  expect(Array.from(applicationServerKey('AQID'))).toEqual([1, 2, 3]);
  expect(Array.from(applicationServerKey('-_8'))).toEqual([251, 255]);
});
