import { blockedByMessage, CHAT_ERROR_CODES, CHAT_MESSAGES, FREE_CONVERSATIONS } from '@rendezvous/contracts';
import { call, expectEnvelope, queryServiceDb } from '@rendezvous/test-kit';
import { randomUUID } from 'node:crypto';
import { balanceOf, chatMember, makePremium, send } from './chat-members';

// The default site's prices (services/site default-site.ts): a text costs 1 credit, a gift 5; free members send 10 messages.
const TEXT_CREDITS = 1;
const GIFT_CREDITS = 5;
const FREE_MESSAGES = 10;

describe('sending a message', () => {
  it('stores a text, charges its credits once and shows it in both members’ lists', async () => {
    const alice = await chatMember({ credits: 20, premium: true, name: 'Alice Sender' });
    const bob = await chatMember({ name: 'Bob Receiver' });
    const sent = await send(alice, bob.id, { text: 'Hello Bob, nice profile!' });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatchObject({ sender_id: alice.id, kind: 'text', text: 'Hello Bob, nice profile!', gift: null, read_at: null });
    expect(sent.body.credits).toBe(20 - TEXT_CREDITS);
    expect(await balanceOf(alice.id)).toBe(20 - TEXT_CREDITS);

    const bobsChats = await call('/api/chats.php', { headers: { cookie: bob.cookie } });
    expect(bobsChats.body.chats).toEqual([
      expect.objectContaining({
        id: sent.body.message.conversation_id,
        profile_id: alice.id,
        num_unread_messages: 1,
        last_message: { sender_id: alice.id, kind: 'text', preview: 'Hello Bob, nice profile!' },
      }),
    ]);
    const alicesChats = await call('/api/chats.php', { headers: { cookie: alice.cookie } });
    expect(alicesChats.body.chats).toEqual([expect.objectContaining({ profile_id: bob.id, num_unread_messages: 0 })]);

    const page = await call(`/api/chat/members/${alice.id}/messages`, { headers: { cookie: bob.cookie } });
    expect(page.body).toMatchObject({ conversation_id: sent.body.message.conversation_id, profile_id: alice.id, has_more: false });
    expect(page.body.messages.map((m: { text: string }) => m.text)).toEqual(['Hello Bob, nice profile!']);
  });

  it('sends a gift from the catalogue for gift_credits, and refuses one that is not in it', async () => {
    const alice = await chatMember({ credits: 20, premium: true });
    const bob = await chatMember();
    const gift = await send(alice, bob.id, { gift: 'rose' });
    expect(gift.status).toBe(200);
    expect(gift.body.message).toMatchObject({ kind: 'gift', gift: 'rose', text: null });
    expect(await balanceOf(alice.id)).toBe(20 - GIFT_CREDITS);
    expectEnvelope(await send(alice, bob.id, { gift: 'yacht' }), 400);
    expect(await balanceOf(alice.id)).toBe(20 - GIFT_CREDITS);
  });

  it('stores one message and charges once for the same client id sent 5 times at once', async () => {
    const alice = await chatMember({ credits: 10, premium: true });
    const bob = await chatMember();
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(alice, bob.id, { text: 'only once' }, clientId)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.message.id)).size).toBe(1);
    const stored = await queryServiceDb('chat', 'SELECT id FROM messages WHERE sender_id = $1', [alice.id]);
    expect(stored).toHaveLength(1);
    const charges = await queryServiceDb('payments', "SELECT delta FROM credit_ledger WHERE member_id = $1 AND reason LIKE 'chat_%'", [alice.id]);
    expect(charges).toEqual([{ delta: -TEXT_CREDITS }]);
    // The same id for another message is the client's mistake, not a second message.
    expectEnvelope(await send(alice, bob.id, { text: 'something else' }, clientId), 409, CHAT_ERROR_CODES.clientIdReused);
  });

  it('never takes the balance below 0: 1,000 sends at once with 10 credits store 10 messages and charge 10', async () => {
    const alice = await chatMember({ credits: 10, premium: true });
    const bob = await chatMember();
    const answers = await Promise.all(Array.from({ length: 1_000 }, (_, i) => send(alice, bob.id, { text: `message ${i}` })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(990);
    const refused = answers.find((answer) => answer.status === 402);
    expect(refused?.body).toMatchObject({ code: CHAT_ERROR_CODES.insufficientCredits, message: CHAT_MESSAGES.insufficientCredits });

    const stored = await queryServiceDb<{ client_id: string }>('chat', 'SELECT client_id FROM messages WHERE sender_id = $1', [alice.id]);
    const charges = await queryServiceDb<{ reference: string; balance_after: number }>(
      'payments',
      "SELECT reference, balance_after FROM credit_ledger WHERE member_id = $1 AND reason LIKE 'chat_%' ORDER BY id",
      [alice.id],
    );
    expect(stored).toHaveLength(10);
    // Every charge is exactly one stored message, and the other way round.
    expect(charges.map((charge) => charge.reference).sort()).toEqual(stored.map((message) => `chat:${alice.id}:${message.client_id}`).sort());
    expect(Math.min(...charges.map((charge) => charge.balance_after))).toBe(0);
    expect(await balanceOf(alice.id)).toBe(0);
  }, 60_000);

  it('refuses with "You do not have enough credits" and stores nothing when the balance is short', async () => {
    const alice = await chatMember({ credits: 2, premium: true });
    const bob = await chatMember();
    const gift = await send(alice, bob.id, { gift: 'teddy' });
    expectEnvelope(gift, 402, CHAT_ERROR_CODES.insufficientCredits);
    expect(gift.body.message).toBe('You do not have enough credits');
    expect(await queryServiceDb('chat', 'SELECT 1 FROM messages WHERE sender_id = $1', [alice.id])).toHaveLength(0);
    expect(await queryServiceDb('chat', 'SELECT 1 FROM conversations WHERE started_by = $1', [alice.id])).toHaveLength(0);
    expect(await balanceOf(alice.id)).toBe(2);
  });

  it('refuses a member whose account is not confirmed (403), charging nothing', async () => {
    const alice = await chatMember({ credits: 5, confirmed: false });
    const bob = await chatMember();
    expectEnvelope(await send(alice, bob.id, { text: 'hi' }), 403, CHAT_ERROR_CODES.notConfirmed);
    expect(await balanceOf(alice.id)).toBe(5);
  });

  it('checks the text against the site’s message_length and refuses empty messages and messages to oneself', async () => {
    const alice = await chatMember({ credits: 5, premium: true });
    const bob = await chatMember();
    const { body: settings } = await call('/api/settings.php');
    const tooLong = await send(alice, bob.id, { text: 'x'.repeat(settings.message_length + 1) });
    expectEnvelope(tooLong, 400);
    expect(tooLong.body.errors.text).toEqual([`A message has at most ${settings.message_length} characters.`]);
    expect((await send(alice, bob.id, { text: 'x'.repeat(settings.message_length) })).status).toBe(200);
    expectEnvelope(await send(alice, bob.id, { text: '   ' }), 400);
    expectEnvelope(await send(alice, alice.id, { text: 'me' }), 400, CHAT_ERROR_CODES.notYourself);
    expectEnvelope(await send(alice, 999_999_999, { text: 'nobody' }), 404, CHAT_ERROR_CODES.notFound);
    expect(await balanceOf(alice.id)).toBe(5 - TEXT_CREDITS);
  });

  it('answers a logged-out send with the spec’s 403 authentication_required', async () => {
    const result = await call('/api/chat/messages', { method: 'POST', json: { client_id: randomUUID(), to: 1, kind: 'text', text: 'hi' } });
    expectEnvelope(result, 403, 'authentication_required');
  });
});

describe('free members', () => {
  it(`start at most ${FREE_CONVERSATIONS} conversations; deleting one does not give it back; replies are not new conversations`, async () => {
    const free = await chatMember({ credits: 50 });
    const others = await Promise.all([chatMember(), chatMember(), chatMember(), chatMember()]);
    expect((await send(free, others[0].id, { text: 'one' })).status).toBe(200);
    const second = await send(free, others[1].id, { text: 'two' });
    expect(second.status).toBe(200);
    const third = await send(free, others[2].id, { text: 'three' });
    expectEnvelope(third, 403, CHAT_ERROR_CODES.conversationLimit);
    expect(third.body.message).toBe(CHAT_MESSAGES.conversationLimit);

    expect((await call(`/api/chat.php?id=${second.body.message.conversation_id}`, { method: 'DELETE', headers: { cookie: free.cookie } })).status).toBe(204);
    expectEnvelope(await send(free, others[2].id, { text: 'three again' }), 403, CHAT_ERROR_CODES.conversationLimit);

    // Someone else starting a conversation with the free member: answering it is allowed.
    const writer = others[3];
    await makePremium(writer.id);
    await queryServiceDb('payments', "INSERT INTO credit_ledger (member_id, delta, balance_after, reason, reference) VALUES ($1, 5, 5, 'purchase', $2)", [
      writer.id,
      `w-${writer.id}`,
    ]);
    expect((await send(writer, free.id, { text: 'hi there' })).status).toBe(200);
    expect((await send(free, writer.id, { text: 'hello back' })).status).toBe(200);

    const allowance = await call('/api/chat/allowance', { headers: { cookie: free.cookie } });
    expect(allowance.body).toMatchObject({
      premium: false,
      conversations_left: 0,
      messages_left: FREE_MESSAGES - 3,
      costs: { text: TEXT_CREDITS, gift: GIFT_CREDITS },
    });
    // Those three were free messages.
    expect(await balanceOf(free.id)).toBe(50);
  });

  it(`send their first ${FREE_MESSAGES} texts (the site’s free_messages) for no credits, then pay like anyone; without credits the 402`, async () => {
    const free = await chatMember({ name: 'Fresh Free' });
    const bob = await chatMember();
    const allowance = async () => (await call('/api/chat/allowance', { headers: { cookie: free.cookie } })).body;
    expect(await allowance()).toMatchObject({ premium: false, credits: 0, messages_left: FREE_MESSAGES, conversations_left: FREE_CONVERSATIONS });

    // A phone retrying the first message 5 times at once: one message, one free message used, nothing charged.
    const firstId = randomUUID();
    const first = await Promise.all(Array.from({ length: 5 }, () => send(free, bob.id, { text: 'Hi' }, firstId)));
    expect(first.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(first[0].body).toMatchObject({ message: { text: 'Hi' }, credits: null });
    expect(await allowance()).toMatchObject({ credits: 0, messages_left: FREE_MESSAGES - 1 });

    for (let i = 2; i <= FREE_MESSAGES; i += 1) expect((await send(free, bob.id, { text: `message ${i}` })).status).toBe(200);
    expect(await allowance()).toMatchObject({ credits: 0, messages_left: 0 });
    expect(await queryServiceDb('payments', "SELECT 1 FROM credit_ledger WHERE member_id = $1 AND reason LIKE 'chat_%'", [free.id])).toHaveLength(0);

    // Past the free messages, without credits: the spec's 402, nothing stored.
    const over = await send(free, bob.id, { text: 'one more' });
    expectEnvelope(over, 402, CHAT_ERROR_CODES.insufficientCredits);
    expect(over.body.message).toBe('You do not have enough credits');
    expect(await queryServiceDb('chat', 'SELECT 1 FROM messages WHERE sender_id = $1', [free.id])).toHaveLength(FREE_MESSAGES);

    // With credits (a free member keeps signup credits, say), the next text is charged like anyone's.
    await queryServiceDb('payments', "INSERT INTO credit_ledger (member_id, delta, balance_after, reason, reference) VALUES ($1, 3, 3, 'purchase', $2)", [
      free.id,
      `f-${free.id}`,
    ]);
    const paid = await send(free, bob.id, { text: 'one more' });
    expect(paid.status).toBe(200);
    expect(paid.body.credits).toBe(3 - TEXT_CREDITS);
    expect(await balanceOf(free.id)).toBe(3 - TEXT_CREDITS);
    expect(await allowance()).toMatchObject({ credits: 3 - TEXT_CREDITS, messages_left: 0 });
  });

  it('pay for gifts from the start, without using a free message; premium members only need credits', async () => {
    const free = await chatMember({ credits: 10 });
    const bob = await chatMember();
    expect((await send(free, bob.id, { gift: 'rose' })).status).toBe(200);
    expect(await balanceOf(free.id)).toBe(10 - GIFT_CREDITS);
    expect((await call('/api/chat/allowance', { headers: { cookie: free.cookie } })).body).toMatchObject({ messages_left: FREE_MESSAGES });

    await makePremium(free.id);
    expect((await send(free, bob.id, { text: 'premium now' })).status).toBe(200);
    expect(await balanceOf(free.id)).toBe(10 - GIFT_CREDITS - TEXT_CREDITS);
    expect((await call('/api/chat/allowance', { headers: { cookie: free.cookie } })).body).toMatchObject({
      premium: true,
      conversations_left: null,
      messages_left: null,
    });
  });
});

describe('blocks and privacy mode', () => {
  it('refuses a message to a member who blocked the sender with the spec’s wording, and to a member the sender blocked', async () => {
    const alice = await chatMember({ credits: 10, premium: true });
    const bob = await chatMember({ name: 'Bob Blocker' });
    expect((await call(`/api/members/${alice.id}/block`, { method: 'POST', headers: { cookie: bob.cookie } })).status).toBeLessThan(300);
    const refused = await send(alice, bob.id, { text: 'hi' });
    expectEnvelope(refused, 403, CHAT_ERROR_CODES.blockedByMember);
    expect(refused.body.message).toBe(blockedByMessage('Bob Blocker'));

    const carol = await chatMember();
    expect((await call(`/api/members/${carol.id}/block`, { method: 'POST', headers: { cookie: alice.cookie } })).status).toBeLessThan(300);
    expectEnvelope(await send(alice, carol.id, { text: 'hi' }), 403, CHAT_ERROR_CODES.blockedByViewer);
    expect(await balanceOf(alice.id)).toBe(10);
  });

  it('tells both members’ conversation screens of a block before anyone writes, and forgets it on unblock', async () => {
    const alice = await chatMember({ credits: 10, premium: true, name: 'Alice Blocked' });
    const bob = await chatMember({ name: 'Bob Blocker' });
    const sent = await send(alice, bob.id, { text: 'hello' });
    const conversation = sent.body.message.conversation_id;
    const pageOf = (member: { cookie: string }, path: string) => call(path, { headers: { cookie: member.cookie } });
    expect((await pageOf(alice, `/api/chat/members/${bob.id}/messages`)).body.block).toBeNull();

    expect((await call(`/api/members/${alice.id}/block`, { method: 'POST', headers: { cookie: bob.cookie } })).status).toBeLessThan(300);
    expect((await pageOf(alice, `/api/chat/members/${bob.id}/messages`)).body.block).toEqual({ by: 'them', name: 'Bob Blocker' });
    expect((await pageOf(alice, `/api/chat/conversations/${conversation}/messages`)).body.block).toEqual({ by: 'them', name: 'Bob Blocker' });
    expect((await pageOf(bob, `/api/chat/conversations/${conversation}/messages`)).body).toMatchObject({
      block: { by: 'me', name: 'Alice Blocked' },
      messages: [expect.objectContaining({ text: 'hello' })],
    });

    expect((await call(`/api/members/${alice.id}/block`, { method: 'DELETE', headers: { cookie: bob.cookie } })).status).toBeLessThan(300);
    expect((await pageOf(alice, `/api/chat/members/${bob.id}/messages`)).body.block).toBeNull();
    expect((await pageOf(bob, `/api/chat/conversations/${conversation}/messages`)).body.block).toBeNull();
  });

  it('delivers no unsolicited first message to a member in privacy mode, but a reply once they wrote', async () => {
    const alice = await chatMember({ credits: 10, premium: true });
    const bob = await chatMember({ credits: 10, premium: true });
    expect((await call('/api/members/visibility', { method: 'PUT', headers: { cookie: bob.cookie }, json: { invisible: false, privacy: true } })).status).toBe(
      200,
    );
    expectEnvelope(await send(alice, bob.id, { text: 'hi' }), 403, CHAT_ERROR_CODES.unsolicited);
    expect((await send(bob, alice.id, { text: 'I write first' })).status).toBe(200);
    expect((await send(alice, bob.id, { text: 'now I may answer' })).status).toBe(200);
  });
});

describe('opening and deleting a conversation', () => {
  it('sets the unread count to 0 when the recipient opens the conversation', async () => {
    const alice = await chatMember({ credits: 10, premium: true });
    const bob = await chatMember();
    const first = await send(alice, bob.id, { text: 'one' });
    await send(alice, bob.id, { text: 'two' });
    const conversation = first.body.message.conversation_id;
    expect((await call('/api/chats.php', { headers: { cookie: bob.cookie } })).body.chats[0].num_unread_messages).toBe(2);
    // The sender opening it changes nothing: their own messages never count as unread for them.
    expect((await call(`/api/chat/conversations/${conversation}/read`, { method: 'POST', headers: { cookie: alice.cookie } })).body).toEqual({ read: 0 });
    expect((await call(`/api/chat/conversations/${conversation}/read`, { method: 'POST', headers: { cookie: bob.cookie } })).body).toEqual({ read: 2 });
    expect((await call('/api/chats.php', { headers: { cookie: bob.cookie } })).body.chats[0].num_unread_messages).toBe(0);
    const page = await call(`/api/chat/conversations/${conversation}/messages`, { headers: { cookie: alice.cookie } });
    expect(page.body.messages.every((message: { read_at: string | null }) => message.read_at !== null)).toBe(true);
  });

  it('hides a deleted conversation for the deleter only, and shows it again from the next message on', async () => {
    const alice = await chatMember({ credits: 10, premium: true });
    const bob = await chatMember();
    const first = await send(alice, bob.id, { text: 'before deleting' });
    const conversation = first.body.message.conversation_id;
    expect((await call(`/api/chat.php?id=${conversation}`, { method: 'DELETE', headers: { cookie: bob.cookie } })).status).toBe(204);
    expect((await call('/api/chats.php', { headers: { cookie: bob.cookie } })).body.chats).toEqual([]);
    expect((await call('/api/chats.php', { headers: { cookie: alice.cookie } })).body.chats).toHaveLength(1);

    await send(alice, bob.id, { text: 'after deleting' });
    const bobsChats = (await call('/api/chats.php', { headers: { cookie: bob.cookie } })).body.chats;
    expect(bobsChats).toEqual([expect.objectContaining({ id: conversation, num_unread_messages: 1 })]);
    const bobsPage = await call(`/api/chat/conversations/${conversation}/messages`, { headers: { cookie: bob.cookie } });
    expect(bobsPage.body.messages.map((m: { text: string }) => m.text)).toEqual(['after deleting']);
    const alicesPage = await call(`/api/chat/conversations/${conversation}/messages`, { headers: { cookie: alice.cookie } });
    expect(alicesPage.body.messages.map((m: { text: string }) => m.text)).toEqual(['before deleting', 'after deleting']);
  });

  it('refuses to delete or read another pair’s conversation, and keeps it whole', async () => {
    const alice = await chatMember({ credits: 10, premium: true });
    const bob = await chatMember();
    const mallory = await chatMember();
    const sent = await send(alice, bob.id, { text: 'private' });
    const conversation = sent.body.message.conversation_id;
    expectEnvelope(await call(`/api/chat.php?id=${conversation}`, { method: 'DELETE', headers: { cookie: mallory.cookie } }), 404, CHAT_ERROR_CODES.notFound);
    expectEnvelope(await call(`/api/chat/conversations/${conversation}/messages`, { headers: { cookie: mallory.cookie } }), 404);
    expectEnvelope(await call(`/api/chat/conversations/${conversation}/read`, { method: 'POST', headers: { cookie: mallory.cookie } }), 404);
    expectEnvelope(await call('/api/chat.php?id=abc', { method: 'DELETE', headers: { cookie: mallory.cookie } }), 404);
    const [row] = await queryServiceDb('chat', 'SELECT hidden_through_a, hidden_through_b FROM conversations WHERE id = $1', [conversation]);
    expect(row).toEqual({ hidden_through_a: null, hidden_through_b: null });
    expect((await call('/api/chats.php', { headers: { cookie: bob.cookie } })).body.chats[0].num_unread_messages).toBe(1);
  });

  it('pages older messages with `before`, oldest first within a page', async () => {
    const alice = await chatMember({ credits: 100, premium: true });
    const bob = await chatMember();
    for (let i = 1; i <= 35; i += 1) await send(alice, bob.id, { text: `m${i}` });
    const newest = await call(`/api/chat/members/${bob.id}/messages`, { headers: { cookie: alice.cookie } });
    expect(newest.body.has_more).toBe(true);
    expect(newest.body.messages.map((m: { text: string }) => m.text)).toEqual(Array.from({ length: 30 }, (_, i) => `m${i + 6}`));
    const older = await call(`/api/chat/members/${bob.id}/messages?before=${newest.body.messages[0].id}`, { headers: { cookie: alice.cookie } });
    expect(older.body).toMatchObject({ has_more: false });
    expect(older.body.messages.map((m: { text: string }) => m.text)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expectEnvelope(await call(`/api/chat/members/${bob.id}/messages?before=x`, { headers: { cookie: alice.cookie } }), 400);
  });
});
