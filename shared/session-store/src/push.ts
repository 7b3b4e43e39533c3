import { apiRequest } from '@rendezvous/api-client';
import { IDENTITY_PATHS } from '@rendezvous/contracts';

/*
 * Web Push in the browser, for every part of the site that turns it on: the shell's push alert and
 * the signup's push step (mfe-signup) share this one module through the session store, so both
 * register the same worker and save the subscription the same way.
 */

/** Spec 7 and 9: the push service worker /sw-push.js, version 2. */
export const PUSH_SERVICE_WORKER_PATH = '/sw-push.js';
export const PUSH_SERVICE_WORKER_VERSION = 2;
/** The version is part of the script URL, so a new version is fetched past any cache and installed. */
export const PUSH_SERVICE_WORKER_URL = `${PUSH_SERVICE_WORKER_PATH}?version=${PUSH_SERVICE_WORKER_VERSION}`;
/** What the worker posts to open pages when a push arrives (see shell/public/sw-push.js). */
export const PUSHED_MESSAGE_TYPE = 'rdv:pushed';

type Workers = Pick<ServiceWorkerContainer, 'register' | 'getRegistration' | 'addEventListener' | 'removeEventListener'>;

function workers(nav: Navigator): Workers | null {
  return 'serviceWorker' in nav ? nav.serviceWorker : null;
}

/** Registers /sw-push.js for the whole site; browsers without service workers (or http pages) skip it. */
export async function registerPushServiceWorker(nav: Navigator = navigator): Promise<ServiceWorkerRegistration | null> {
  const container = workers(nav);
  if (!container) return null;
  try {
    return await container.register(PUSH_SERVICE_WORKER_URL, { scope: '/' });
  } catch (error) {
    console.error('[shell] the push service worker could not be registered', error);
    return null;
  }
}

/** Whether this browser holds a push subscription for the site (then polling slows down, spec 4). */
export async function isPushSubscribed(nav: Navigator = navigator): Promise<boolean> {
  const registration = await workers(nav)?.getRegistration('/');
  return Boolean(await registration?.pushManager?.getSubscription());
}

/** Spec 4: chats and likes also reload when a pushed message arrives. Returns an unsubscribe function. */
export function onPushedMessage(listener: () => void, nav: Navigator = navigator): () => void {
  const container = workers(nav);
  if (!container) return () => undefined;
  const handle = (event: Event) => {
    if ((event as MessageEvent).data?.type === PUSHED_MESSAGE_TYPE) listener();
  };
  container.addEventListener('message', handle);
  return () => container.removeEventListener('message', handle);
}

/** A VAPID public key arrives base64url-encoded; PushManager wants its bytes. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type PushSubscribeOutcome = 'subscribed' | 'denied' | 'unavailable';

/** Spec 4: POST /api/user.php?push=1 saves the browser's subscription on the member's account. */
export function savePushSubscription(subscription: PushSubscriptionJSON): Promise<unknown> {
  return apiRequest<unknown>(IDENTITY_PATHS.user, { method: 'POST', query: { push: 1 }, body: { subscription } });
}

/**
 * Spec 4: subscribing registers the service worker, then saves the subscription to the account
 * (POST /api/user.php?push=1). Without a site push key or browser support it is 'unavailable'.
 */
export async function subscribeToPush(
  publicKey: string,
  save: (subscription: PushSubscriptionJSON) => Promise<unknown> = savePushSubscription,
  win: Window & typeof globalThis = window,
): Promise<PushSubscribeOutcome> {
  const nav = win.navigator;
  if (!publicKey || !('serviceWorker' in nav) || !('PushManager' in win) || !('Notification' in win)) return 'unavailable';
  if ((await win.Notification.requestPermission()) !== 'granted') return 'denied';
  await registerPushServiceWorker(nav);
  const registration = await nav.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
  await save(subscription.toJSON());
  return 'subscribed';
}
