import { baseUrl, call, mailsTo, queryServiceDb, type SinkMail } from '@rendezvous/test-kit';
import { chatMember, openPage, send } from './chat-members';

/** Mails to an address once `count` have arrived (or whatever arrived within the time). */
async function waitForMails(address: string, count: number, timeoutMs = 5_000): Promise<SinkMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a message while the member is away', () => {
  it('is mailed once per unread burst, with a one-click unsubscribe that works without a login', async () => {
    const alice = await chatMember({ credits: 20, premium: true, name: 'Alice Writer' });
    const bob = await chatMember({ name: 'Bob Away' });
    await send(alice, bob.id, { text: 'Are you free on Friday?' });
    await send(alice, bob.id, { text: 'And a second one' });
    const [mail, ...more] = await waitForMails(bob.email, 1);
    // Give a second mail the time it would need: a burst is one mail.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(more).toEqual([]);
    expect((await mailsTo(bob.email)).length).toBe(1);
    expect(mail.subject).toBe('Alice Writer sent you a message on Rendezvous');
    expect(mail.text).toContain('Alice Writer wrote to you: “Are you free on Friday?”');
    expect(mail.text).toMatch(/\/chats\/\d+/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = mail.headers['list-unsubscribe'].match(/^<(https?:\/\/[^>]+)>$/)?.[1] ?? '';
    expect(new URL(unsubscribe).pathname).toBe('/api/account/unsubscribe');

    // What a mail client does with the header: a POST from no page, no cookie, no client header.
    const url = new URL(unsubscribe);
    const clicked = await fetch(`${baseUrl()}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    const [account] = await queryServiceDb<{ notifications_disabled: string[] }>('identity', 'SELECT notifications_disabled FROM accounts WHERE id = $1', [
      bob.id,
    ]);
    expect(account.notifications_disabled).toEqual(['listunsubscribe']);
    expect((await fetch(`${baseUrl()}/api/account/unsubscribe?token=not-a-real-token-at-all-000000000`, { method: 'POST' })).status).toBe(404);

    // Read, then a new message: no mail any more.
    await call(`/api/chat/conversations/${(await call('/api/chats.php', { headers: { cookie: bob.cookie } })).body.chats[0].id}/read`, {
      method: 'POST',
      headers: { cookie: bob.cookie },
    });
    await send(alice, bob.id, { text: 'Hello again' });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await mailsTo(bob.email)).length).toBe(1);
  });

  it('is not mailed while a page of the member is open (a socket), nor when messages are switched off', async () => {
    const alice = await chatMember({ credits: 20, premium: true });
    const bob = await chatMember();
    const socket = await openPage(bob);
    try {
      await send(alice, bob.id, { text: 'You are online' });
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(await mailsTo(bob.email)).toEqual([]);
    } finally {
      socket.disconnect();
    }
    const carol = await chatMember();
    const saved = await call('/api/account/notifications', {
      method: 'PUT',
      headers: { cookie: carol.cookie },
      json: { messages: false, likes: true, matches: true, newsletter: false },
    });
    expect(saved.status).toBeLessThan(300);
    await send(alice, carol.id, { text: 'Nobody tells you' });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await mailsTo(carol.email)).toEqual([]);
  });
});
