import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * shell/public/sw-push.js is plain JavaScript the browser runs as the push service worker. The
 * browser test delivers a real push to it (e2e/tests/push.spec.ts); a click on a system
 * notification is something no test browser can do, so that path runs here against a fake worker
 * global with the same events and clients API.
 */
type Listener = (event: { waitUntil(promise: Promise<unknown>): void } & Record<string, unknown>) => void;

function loadWorker(pages: Array<{ url: string; focus: jest.Mock; navigate: jest.Mock; postMessage: jest.Mock }>) {
  const listeners = new Map<string, Listener>();
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const worker = {
    location: new URL('https://dating.example/sw-push.js?version=2'),
    registration: {
      scope: 'https://dating.example/',
      showNotification: jest.fn(async (title: string, options: Record<string, unknown>) => void shown.push({ title, options })),
    },
    clients: { matchAll: jest.fn(async () => pages), openWindow: jest.fn(async () => null), claim: jest.fn(async () => undefined) },
    skipWaiting: jest.fn(),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  new Function('self', readFileSync(join(__dirname, '..', '..', 'public', 'sw-push.js'), 'utf8'))(worker);
  const dispatch = async (type: string, fields: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...fields, waitUntil: (promise) => void waits.push(promise) });
    await Promise.all(waits);
  };
  return { worker, shown, dispatch };
}

const page = (url: string) => ({ url, focus: jest.fn(async () => undefined), navigate: jest.fn(async () => undefined), postMessage: jest.fn() });
const pushOf = (message: unknown) => ({ data: { json: () => message, text: () => JSON.stringify(message) } });

describe('the push service worker (sw-push.js)', () => {
  it('shows the pushed message as a notification grouped by its tag, and tells open pages to reload chats and likes', async () => {
    const open = page('https://dating.example/members');
    const { shown, dispatch } = loadWorker([open]);
    await dispatch('push', pushOf({ title: 'Anna sent you a message on Rendezvous', body: 'Anna wrote to you: “Hi”', url: '/chats/7', tag: 'chat-7' }));
    expect(shown).toEqual([
      {
        title: 'Anna sent you a message on Rendezvous',
        options: expect.objectContaining({ body: 'Anna wrote to you: “Hi”', tag: 'chat-7', renotify: true, data: { url: '/chats/7' } }),
      },
    ]);
    expect(open.postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'rdv:pushed', version: 2 }));
  });

  it('opens the conversation in the page that is already open, rather than a second window', async () => {
    const open = page('https://dating.example/members');
    const { worker, dispatch } = loadWorker([open]);
    const notification = { data: { url: '/chats/7' }, close: jest.fn() };
    await dispatch('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith('https://dating.example/chats/7');
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window on the conversation when no page of the site is open', async () => {
    const { worker, dispatch } = loadWorker([]);
    await dispatch('notificationclick', { notification: { data: { url: '/chats/7' }, close: jest.fn() } });
    expect(worker.clients.openWindow).toHaveBeenCalledWith('https://dating.example/chats/7');
  });

  it('still shows something for a push it cannot read as JSON', async () => {
    const { shown, dispatch } = loadWorker([]);
    await dispatch('push', { data: { json: () => JSON.parse('not json'), text: () => 'plain words' } });
    expect(shown[0].options).toEqual(expect.objectContaining({ body: 'plain words', data: { url: '/chats' } }));
  });
});
