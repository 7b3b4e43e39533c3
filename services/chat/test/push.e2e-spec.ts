import { IDENTITY_PATHS, MEMBERS_PATHS } from '@rendezvous/contracts';
import { call, queryServiceDb, startPushService, type TestSubscription } from '@rendezvous/test-kit';
import { chatMember, openPage, send, type ChatMember } from './chat-members';

/**
 * Web Push end to end (issue 10): chat publishes, identity signs and encrypts, a push service of the
 * test's own on https://localhost checks the VAPID signature and decrypts with the subscription's
 * private key, exactly as a browser's push service and the browser would.
 */
describe('push notifications', () => {
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    pushService = await startPushService();
  });
  afterAll(() => pushService.stop());

  async function subscribe(member: ChatMember): Promise<TestSubscription> {
    const subscription = pushService.subscribe();
    const savedPush = await call(`${IDENTITY_PATHS.user}?push=1`, { method: 'POST', headers: { cookie: member.cookie }, json: { subscription } });
    expect(savedPush.status).toBeLessThan(300);
    return subscription;
  }

  const pushesTo = (subscription: TestSubscription) => pushService.received(subscription.endpoint);
  const waitForPushes = (subscription: TestSubscription, count: number, timeoutMs = 5_000) =>
    pushService.waitFor(count, { endpoint: subscription.endpoint, timeoutMs });

  it('pushes every message to each browser of a member with no page open, signed with the site’s key and readable only with the subscription’s keys', async () => {
    const settings = await call('/api/settings.php');
    expect(settings.body.push_public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const alice = await chatMember({ credits: 20, premium: true, name: 'Alice Pusher' });
    const bob = await chatMember({ name: 'Bob Phone' });
    const phone = await subscribe(bob);
    const laptop = await subscribe(bob);

    expect((await send(alice, bob.id, { text: 'Dinner on Friday?' })).status).toBe(200);
    const [onPhone] = await waitForPushes(phone, 1);
    const [onLaptop] = await waitForPushes(laptop, 1);
    const conversationId = (await call('/api/chats.php', { headers: { cookie: bob.cookie } })).body.chats[0].id as number;
    for (const push of [onPhone, onLaptop]) {
      expect(push.data).toEqual({
        title: 'Alice Pusher sent you a message on Rendezvous',
        body: 'Alice Pusher wrote to you: “Dinner on Friday?”',
        url: `/chats/${conversationId}`,
        tag: `chat-${conversationId}`,
      });
      expect(push.vapid.publicKey).toBe(settings.body.push_public_key);
      expect(push.vapid.audience).toBe(new URL(phone.endpoint).origin);
      expect(push.vapid.subject).toMatch(/^mailto:.+@/);
      expect(push.vapid.expiresAt * 1000).toBeGreaterThan(Date.now());
      expect(push.headers.contentEncoding).toBe('aes128gcm');
      expect(push.headers.urgency).toBe('high');
      expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    }

    // A second message is pushed too (the mail goes once per burst, the push every time).
    await send(alice, bob.id, { gift: 'rose' });
    const pushes = await waitForPushes(phone, 2);
    expect(pushes[1].data.body).not.toContain('“');
    expect(pushes[1].data.title).toBe('Alice Pusher sent you a message on Rendezvous');
  });

  it('pushes nothing while a page of the member is open, nor when messages are switched off', async () => {
    const alice = await chatMember({ credits: 20, premium: true });
    const bob = await chatMember();
    const browser = await subscribe(bob);
    const socket = await openPage(bob);
    try {
      await send(alice, bob.id, { text: 'You are looking at it' });
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(pushesTo(browser)).toEqual([]);
    } finally {
      socket.disconnect();
    }
    const saved = await call('/api/account/notifications', {
      method: 'PUT',
      headers: { cookie: bob.cookie },
      json: { messages: false, likes: true, matches: true, newsletter: false },
    });
    expect(saved.status).toBeLessThan(300);
    await send(alice, bob.id, { text: 'Nobody tells you' });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(pushesTo(browser)).toEqual([]);
  });

  it('removes a subscription whose push service answers 410 Gone, and keeps pushing to the others', async () => {
    const alice = await chatMember({ credits: 20, premium: true });
    const bob = await chatMember();
    const expired = await subscribe(bob);
    const current = await subscribe(bob);
    pushService.answer(expired, 410);
    await send(alice, bob.id, { text: 'One of your browsers forgot you' });
    expect(await waitForPushes(current, 1)).toHaveLength(1);
    expect(await endpointsOnceOneIsLeft(bob.id)).toEqual([current.endpoint]);
  });

  // Issue 30, finding 2: saving an endpoint another account had stored moved it (an upsert on the
  // endpoint), so whoever learnt a victim's endpoint took the victim's pushes away.
  it('keeps an endpoint with the account that saved it first: another account saving it changes nothing, and the owner still gets its pushes', async () => {
    const alice = await chatMember({ credits: 20, premium: true, name: 'Alice Sender' });
    const victim = await chatMember({ name: 'Victim' });
    const attacker = await chatMember({ name: 'Attacker' });
    const browser = await subscribe(victim);
    // The same account saving again (each page load may) keeps one row.
    expect((await call(`${IDENTITY_PATHS.user}?push=1`, { method: 'POST', headers: { cookie: victim.cookie }, json: { subscription: browser } })).body).toEqual(
      { subscribed: true },
    );
    // The attacker's keys with the victim's endpoint: answered like any save, so it tells nothing.
    const attackerKeys = pushService.subscribe().keys;
    const takeover = await call(`${IDENTITY_PATHS.user}?push=1`, {
      method: 'POST',
      headers: { cookie: attacker.cookie },
      json: { subscription: { endpoint: browser.endpoint, keys: attackerKeys } },
    });
    expect(takeover.body).toEqual({ subscribed: true });
    const rows = await queryServiceDb<{ account_id: string; keys: unknown }>(
      'identity',
      'SELECT account_id, keys FROM push_subscriptions WHERE endpoint = $1',
      [browser.endpoint],
    );
    expect(rows).toEqual([{ account_id: String(victim.id), keys: browser.keys }]);

    // The victim's message is pushed to the victim's browser, readable with the victim's keys (the
    // push service decrypts with them); the attacker's goes nowhere near it.
    expect((await send(alice, victim.id, { text: 'For the victim only' })).status).toBe(200);
    expect((await send(alice, attacker.id, { text: 'For the attacker' })).status).toBe(200);
    const [pushed] = await waitForPushes(browser, 1);
    expect(pushed.data.body).toBe('Alice Sender wrote to you: “For the victim only”');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(pushesTo(browser)).toHaveLength(1);
  });

  // Issue 30, finding 1: a subscription stored before the fix on an IP address gets no request when
  // a push leaves, and is removed; the member's real browsers still get theirs.
  it('sends nothing to a stored endpoint on an IP address and removes it', async () => {
    const alice = await chatMember({ credits: 20, premium: true });
    const bob = await chatMember();
    const browser = await subscribe(bob);
    const onAddress = pushService.subscribe();
    const literal = onAddress.endpoint.replace('//localhost:', '//127.0.0.1:');
    await queryServiceDb('identity', 'INSERT INTO push_subscriptions (account_id, endpoint, keys) VALUES ($1, $2, $3)', [
      bob.id,
      literal,
      JSON.stringify(onAddress.keys),
    ]);
    await send(alice, bob.id, { text: 'Only to a real push service' });
    expect(await waitForPushes(browser, 1)).toHaveLength(1);
    expect(await endpointsOnceOneIsLeft(bob.id)).toEqual([browser.endpoint]);
    expect(pushService.requests(onAddress.endpoint)).toEqual([]);
  });

  it('pushes likes and a match to a member with no page open, in the member’s language', async () => {
    const carol = await chatMember({ name: 'Carol Liker' });
    const dave = await chatMember({ name: 'Dave' });
    await queryServiceDb('identity', "UPDATE accounts SET language = 'de' WHERE id = $1", [dave.id]);
    const browser = await subscribe(dave);
    // Dave liked Carol first, so Carol's like is a match (matches are on by default, like likes).
    expect((await call(MEMBERS_PATHS.like(carol.id), { method: 'POST', headers: { cookie: dave.cookie } })).status).toBeLessThan(300);
    const liked = await call(MEMBERS_PATHS.like(dave.id), { method: 'POST', headers: { cookie: carol.cookie } });
    expect(liked.body.match).toBe(true);
    const [push] = await waitForPushes(browser, 1, 8_000);
    expect(push.data.url).toBe('/members?t=3');
    expect(push.data.tag).toBe('likes');
    expect(push.data.body).toContain('Carol Liker');
    expect(push.data.title).toContain('Rendezvous');
    // German, as Dave's account says (the mail's copy, the same words in both).
    expect(push.data.title).not.toBe('You have new likes on Rendezvous');
    expect(push.headers.urgency).toBe('normal');
  });
});

/** A member's stored push endpoints, polled until a removal has left one (or 5 s have passed). */
async function endpointsOnceOneIsLeft(accountId: number): Promise<string[]> {
  const deadline = Date.now() + 5_000;
  let endpoints: string[] = [];
  do {
    endpoints = (await queryServiceDb<{ endpoint: string }>('identity', 'SELECT endpoint FROM push_subscriptions WHERE account_id = $1', [accountId])).map(
      (row) => row.endpoint,
    );
    if (endpoints.length === 1) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < deadline);
  return endpoints;
}
