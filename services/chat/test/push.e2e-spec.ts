import { IDENTITY_PATHS, MEMBERS_PATHS } from '@rendezvous/contracts';
import { call, queryServiceDb, startPushService, type TestSubscription } from '@rendezvous/test-kit';
import { chatMember, openPage, send, type ChatMember } from './chat-members';

/**
 * Web Push end to end (issue 10): chat publishes, identity signs and encrypts, a push service of the
 * test's own on https://127.0.0.1 checks the VAPID signature and decrypts with the subscription's
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
  const waitForPushes = (subscription: TestSubscription, count: number, timeoutMs = 5_000) => pushService.waitFor(count, { endpoint: subscription.endpoint, timeoutMs });

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
    const saved = await call('/api/account/notifications', { method: 'PUT', headers: { cookie: bob.cookie }, json: { messages: false, likes: true, matches: true, newsletter: false } });
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
    const deadline = Date.now() + 5_000;
    let endpoints: string[] = [];
    do {
      endpoints = (await queryServiceDb<{ endpoint: string }>('identity', 'SELECT endpoint FROM push_subscriptions WHERE account_id = $1', [bob.id])).map((row) => row.endpoint);
      if (endpoints.length === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (Date.now() < deadline);
    expect(endpoints).toEqual([current.endpoint]);
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
