import { randomUUID } from 'node:crypto';
import { call, latestMailTo, linkIn, queryServiceDb, rawCall, TEST_MEMBER_PASSWORD, sessionCookieFrom } from '@rendezvous/test-kit';
import { balanceOf, chatMember } from './chat-members';

/** A visitor who signs up on a member lander with a message for that member, then completes signup (the activation mail goes out). */
async function signUpOnLander(landerMemberId: number, message: string) {
  const email = `lander-${randomUUID()}@example.test`;
  const signup = await call('/api/account/signup', {
    method: 'POST',
    json: {
      email,
      password: TEST_MEMBER_PASSWORD,
      name: 'Lander Visitor',
      date_of_birth: '1992-06-07',
      signup_message: message,
      lander_member_id: landerMemberId,
    },
  });
  expect(signup.status).toBe(201);
  const cookie = sessionCookieFrom(signup);
  expect((await call('/api/account/signup/complete', { method: 'POST', headers: { cookie } })).status).toBeLessThan(300);
  return { email, id: signup.body.id as number, cookie };
}

async function chatsOf(cookie: string) {
  return (await call('/api/chats.php', { headers: { cookie } })).body.chats as Array<{
    profile_id: number;
    num_unread_messages: number;
    last_message: { preview: string };
  }>;
}

describe('a signup message from a member lander', () => {
  it('reaches the lander’s member as the new member’s first message once the account is activated, free, once', async () => {
    const landerMember = await chatMember({ name: 'Lander Star' });
    const visitor = await signUpOnLander(landerMember.id, 'I saw your page and had to say hi!');
    // Not before activation: an unconfirmed account sends nothing.
    expect(await chatsOf(landerMember.cookie)).toEqual([]);

    const activation = linkIn(await latestMailTo(visitor.email), '/api/account/activate');
    expect((await rawCall(`${activation.pathname}${activation.search}`)).status).toBe(303);
    let chats = await chatsOf(landerMember.cookie);
    for (let waited = 0; chats.length === 0 && waited < 5_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      chats = await chatsOf(landerMember.cookie);
    }
    expect(chats).toEqual([
      expect.objectContaining({
        profile_id: visitor.id,
        num_unread_messages: 1,
        last_message: expect.objectContaining({ preview: 'I saw your page and had to say hi!' }),
      }),
    ]);
    const stored = await queryServiceDb<{ credits: number; free: boolean }>('chat', 'SELECT credits, free FROM messages WHERE sender_id = $1', [visitor.id]);
    expect(stored).toEqual([{ credits: 0, free: true }]);
    expect(await balanceOf(visitor.id)).toBe(0);

    // The same event again (a redelivery), and another event for the same member: still one message.
    const { INTERNAL_TOKEN } = JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}') as { INTERNAL_TOKEN: string };
    const chatUrl = (JSON.parse(process.env.RDV_SERVICE_URLS ?? '{}') as { chat: string }).chat;
    const deliver = (id: string) =>
      fetch(`${chatUrl}/internal/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${INTERNAL_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          id,
          topic: 'signup.message',
          occurred_at: new Date().toISOString(),
          payload: { member_id: visitor.id, to: landerMember.id, text: 'I saw your page and had to say hi!' },
        }),
      });
    const event = randomUUID();
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect(await queryServiceDb('chat', 'SELECT 1 FROM messages WHERE sender_id = $1', [visitor.id])).toHaveLength(1);
  });

  it('goes to nobody in privacy mode who never liked the new member, and a lander id must be a member id', async () => {
    const landerMember = await chatMember({ name: 'Private Star' });
    expect(
      (await call('/api/members/visibility', { method: 'PUT', headers: { cookie: landerMember.cookie }, json: { invisible: false, privacy: true } })).status,
    ).toBe(200);
    const visitor = await signUpOnLander(landerMember.id, 'Hello there');
    const activation = linkIn(await latestMailTo(visitor.email), '/api/account/activate');
    expect((await rawCall(`${activation.pathname}${activation.search}`)).status).toBe(303);
    // The account is active (its profile shows) and still no conversation was started.
    for (let waited = 0; waited < 3_000; waited += 100) {
      if ((await queryServiceDb('members', "SELECT 1 FROM profiles WHERE id = $1 AND status = 'active'", [visitor.id])).length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await queryServiceDb('chat', 'SELECT 1 FROM messages WHERE sender_id = $1', [visitor.id])).toHaveLength(0);

    const refused = await call('/api/account/signup', {
      method: 'POST',
      json: {
        email: `lander-${randomUUID()}@example.test`,
        password: TEST_MEMBER_PASSWORD,
        name: 'Lander Visitor',
        date_of_birth: '1992-06-07',
        lander_member_id: 0,
      },
    });
    expect(refused.status).toBe(400);
  });
});
