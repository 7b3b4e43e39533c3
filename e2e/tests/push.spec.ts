import { expect, logInAsPremiumMember, test } from './fixtures';

// Web Push in the browser (issue 10): a push delivered to the site's service worker through the
// DevTools protocol, as a push service would deliver it, shows a notification and makes the open
// page reload its chats and likes (spec 4). Identity's side (VAPID, encryption, expired
// subscriptions) is proven against a local push service in services/chat/test/push.e2e-spec.ts.

test('a pushed message shows a notification for its conversation and the open page reloads chats and likes', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  await context.grantPermissions(['notifications'], { origin });
  await logInAsPremiumMember(page);

  // The shell registers /sw-push.js (version 2) for the whole site on every page.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${origin}/`);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(`${origin}/sw-push.js?version=2`);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  // The browser's own view of the worker: the push is delivered once the browser counts the version as
  // activated (a CI run under load once showed no notification at all; a push to a registration the
  // browser does not yet count as ready is dropped without an error).
  const activatedVersions = new Set<string>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) if (version.status === 'activated') activatedVersions.add(version.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(async () => activatedVersions.has(await registrationId)).toBe(true);

  const reloads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/chats.php' || path === '/api/likes.php') reloads.push(path);
  });
  // The polling's first round (5 s after load); the next is a minute away, so what follows is the push's doing.
  await expect.poll(() => reloads.includes('/api/chats.php'), { timeout: 15_000 }).toBe(true);
  await page.waitForTimeout(500);
  reloads.length = 0;

  const pushed = { title: 'Anna sent you a message on Rendezvous', body: 'Anna wrote to you: “Are you there?”', url: '/chats/42', tag: 'chat-42' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(pushed) });

  // The worker showed it, grouped by conversation, with the conversation to open on a click.
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
            title: shown.title,
            body: shown.body,
            tag: shown.tag,
            url: (shown.data as { url: string }).url,
          })),
        ),
      // a loaded CI machine starts the worker for the push event slowly
      { timeout: 20_000 },
    )
    .toEqual([pushed]);
  // The open page heard of it and asked for its chats and likes at once, not at the next poll.
  await expect.poll(() => [...new Set(reloads)].sort()).toEqual(['/api/chats.php', '/api/likes.php']);

  // A second message in the same conversation replaces the notification instead of stacking up.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify({ ...pushed, body: 'Anna wrote to you: “Hello?”' }),
  });
  await expect
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => shown.body)))
    .toEqual(['Anna wrote to you: “Hello?”']);
});
