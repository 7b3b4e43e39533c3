import { DEMO_BADGE_COUNTS, DEMO_PASSWORD, demoEmailOf, FREE_DEMO_ACCOUNT_ID, PREMIUM_DEMO_ACCOUNT_ID } from '@rendezvous/demo-data';
import { bootServiceAgain, call, expectMemberOnly, logIn, queryServiceDb, spoofedMemberHeaders } from '@rendezvous/test-kit';

interface Chat {
  id: number;
  profile_id: number;
  num_unread_messages: number;
  last_message_at: string | null;
  last_message: { sender_id: number; kind: string; preview: string | null } | null;
}
const unreadTotal = (chats: Chat[]) => chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0);

describe('chat service', () => {
  it('is healthy with its own database through the gateway', async () => {
    const { body } = await call('/api/health');
    expect(body.services.chat).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('has its schema from its own migrations', async () => {
    const tables = await queryServiceDb<{ table_name: string }>(
      'chat',
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['conversations', 'messages', 'migrations']));
  });

  it('seeds the demo conversations once: a second boot adds nothing', async () => {
    const snapshot = () =>
      queryServiceDb(
        'chat',
        `SELECT (SELECT count(*) FROM conversations) AS conversations, (SELECT count(*) FROM messages) AS messages,
                (SELECT md5(string_agg(m::text, '|' ORDER BY m.id)) FROM messages m) AS h`,
      );
    const before = await snapshot();
    expect(Number(before[0].conversations)).toBeGreaterThanOrEqual(4);
    await bootServiceAgain('chat');
    expect(await snapshot()).toEqual(before);
  });

  it('answers chats.php without a session with the spec 403 authentication_required, not a 500', async () => {
    await expectMemberOnly('/api/chats.php', PREMIUM_DEMO_ACCOUNT_ID);
  });

  it('lists the premium demo account its seeded conversations, newest first, with their unread counts', async () => {
    const cookie = await logIn('premium@demo.test', DEMO_PASSWORD);
    const result = await call<{ chats: Chat[] }>('/api/chats.php', { headers: { cookie } });
    expect(result.status).toBe(200);
    const { chats } = result.body;
    const expected = DEMO_BADGE_COUNTS[PREMIUM_DEMO_ACCOUNT_ID];
    expect(chats).toHaveLength(expected.conversations);
    expect(unreadTotal(chats)).toBe(expected.unreadMessages);
    expect(chats.map((chat) => chat.num_unread_messages).sort()).toEqual([0, 1, 3]);
    for (const chat of chats) {
      expect(chat).toEqual({
        id: expect.any(Number),
        profile_id: expect.any(Number),
        num_unread_messages: expect.any(Number),
        last_message_at: expect.any(String),
        last_message: { sender_id: expect.any(Number), kind: 'text', preview: expect.any(String) },
      });
      expect(chat.profile_id).not.toBe(PREMIUM_DEMO_ACCOUNT_ID);
    }
    const times = chats.map((chat) => Date.parse(chat.last_message_at ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('never lets a session speak for another member, whatever headers the browser adds', async () => {
    const cookie = await logIn('free@demo.test', DEMO_PASSWORD);
    const result = await call<{ chats: Chat[] }>('/api/chats.php', { headers: { cookie, ...spoofedMemberHeaders(PREMIUM_DEMO_ACCOUNT_ID) } });
    expect(result.status).toBe(200);
    expect(result.body.chats).toHaveLength(DEMO_BADGE_COUNTS[FREE_DEMO_ACCOUNT_ID].conversations);
    expect(unreadTotal(result.body.chats)).toBe(DEMO_BADGE_COUNTS[FREE_DEMO_ACCOUNT_ID].unreadMessages);
  });

  it('counts only unopened messages from the other member, and lists a conversation without messages last', async () => {
    // Demo member 271 starts without conversations; 272..274 are the other members.
    const me = 271;
    const [{ id: busy }] = await queryServiceDb<{ id: string }>(
      'chat',
      "INSERT INTO conversations (member_a, member_b, started_by, created_at) VALUES ($1, 272, $1, now() - interval '2 days') RETURNING id",
      [me],
    );
    const [{ id: quiet }] = await queryServiceDb<{ id: string }>(
      'chat',
      "INSERT INTO conversations (member_a, member_b, started_by, created_at) VALUES ($1, 273, $1, now() - interval '1 day') RETURNING id",
      [me],
    );
    const [{ id: empty }] = await queryServiceDb<{ id: string }>(
      'chat',
      "INSERT INTO conversations (member_a, member_b, started_by, created_at) VALUES ($1, 274, $1, now() - interval '3 days') RETURNING id",
      [me],
    );
    await queryServiceDb(
      'chat',
      `INSERT INTO messages (conversation_id, sender_id, kind, body, created_at, read_at) VALUES
         ($1, 272, 'text', 'read one', now() - interval '50 minutes', now() - interval '40 minutes'),
         ($1, 272, 'text', 'unread one', now() - interval '30 minutes', NULL),
         ($1, 272, 'gift', 'rose', now() - interval '20 minutes', NULL),
         ($1, $3, 'text', 'my own, not opened by them yet', now() - interval '10 minutes', NULL),
         ($2, $3, 'text', 'only mine', now() - interval '5 hours', NULL)`,
      [busy, quiet, me],
    );
    const cookie = await logIn(demoEmailOf(me), DEMO_PASSWORD);
    const result = await call<{ chats: Chat[] }>('/api/chats.php', { headers: { cookie } });
    expect(result.status).toBe(200);
    expect(result.body.chats).toEqual([
      {
        id: Number(busy),
        profile_id: 272,
        num_unread_messages: 2,
        last_message_at: expect.any(String),
        last_message: { sender_id: me, kind: 'text', preview: 'my own, not opened by them yet' },
      },
      {
        id: Number(quiet),
        profile_id: 273,
        num_unread_messages: 0,
        last_message_at: expect.any(String),
        last_message: { sender_id: me, kind: 'text', preview: 'only mine' },
      },
      { id: Number(empty), profile_id: 274, num_unread_messages: 0, last_message_at: null, last_message: null },
    ]);
    // The other member sees the same conversation from their side: my message is unread for them.
    const theirs = await call<{ chats: Chat[] }>('/api/chats.php', { headers: { cookie: await logIn(demoEmailOf(272), DEMO_PASSWORD) } });
    expect(theirs.body.chats).toEqual([
      {
        id: Number(busy),
        profile_id: me,
        num_unread_messages: 1,
        last_message_at: expect.any(String),
        last_message: expect.objectContaining({ sender_id: me }),
      },
    ]);
  });
});
