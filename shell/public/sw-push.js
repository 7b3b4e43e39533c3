/* Rendezvous push service worker, version 2 (spec sections 7 and 9). Plain JavaScript: browsers load
   it directly from /sw-push.js, outside the webpack build. */
'use strict';

const SW_VERSION = 2;
const PUSHED_MESSAGE_TYPE = 'rdv:pushed';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A push carries JSON { title, body, url }; anything else still shows a notification. */
function readPush(event) {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    return { body: event.data ? event.data.text() : '' };
  }
}

self.addEventListener('push', (event) => {
  const message = readPush(event);
  event.waitUntil(
    (async () => {
      // Open pages reload their chats and likes at once (spec 4), so badges follow the push.
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const page of pages) page.postMessage({ type: PUSHED_MESSAGE_TYPE, version: SW_VERSION, message });
      // One notification per conversation (tag): a newer message replaces it and alerts again.
      await self.registration.showNotification(message.title || self.registration.scope, {
        body: message.body || '',
        icon: '/icon.svg',
        badge: '/icon.svg',
        data: { url: message.url || '/chats' },
        tag: message.tag || 'rdv-message',
        renotify: true,
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = pages.find((page) => page.url.startsWith(self.location.origin));
      if (open) {
        await open.focus();
        return open.navigate(target);
      }
      return self.clients.openWindow(target);
    })(),
  );
});
