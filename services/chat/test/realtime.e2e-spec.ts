import { INTERNAL_MEMBER_TOKEN_HEADER, MEMBER_ID_HEADER, type ChatMessage } from '@rendezvous/contracts';
import { baseUrl, call, mailsTo, startExtraGateway, startServiceInstance, type RunningInstance } from '@rendezvous/test-kit';
import type { Socket } from 'socket.io-client';
import { chatMember, chatSocket, connected, send } from './chat-members';

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

/** A socket as the site's pages open it (chatSocket), disconnected after the test. */
function connect(url: string, headers: Record<string, string>): Socket {
  const socket = chatSocket(url, headers);
  sockets.push(socket);
  return socket;
}

function refused(socket: Socket): Promise<Error> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the socket was accepted')));
    socket.once('connect_error', resolve);
  });
}

function next<T>(socket: Socket, event: string, timeoutMs = 1_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe('realtime chat through the gateway', () => {
  it('delivers a new message to the recipient and to the sender’s other tabs within a second', async () => {
    const alice = await chatMember({ credits: 10, premium: true });
    const bob = await chatMember();
    const bobsSocket = connect(baseUrl(), { cookie: bob.cookie, origin: baseUrl() });
    const alicesOtherTab = connect(baseUrl(), { cookie: alice.cookie, origin: baseUrl() });
    await Promise.all([connected(bobsSocket), connected(alicesOtherTab)]);

    const arriving = next<ChatMessage>(bobsSocket, 'chat:message');
    const echoed = next<ChatMessage>(alicesOtherTab, 'chat:message');
    const sentAt = Date.now();
    const sent = await send(alice, bob.id, { text: 'live!' });
    const message = await arriving;
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    expect(message).toEqual(sent.body.message);
    expect((await echoed).id).toBe(message.id);
  });

  it('tells the other member about typing and reading, and the deleter’s tabs about a deletion', async () => {
    const alice = await chatMember({ credits: 10, premium: true });
    const bob = await chatMember();
    const conversation = (await send(alice, bob.id, { text: 'are you there?' })).body.message.conversation_id;
    const alicesSocket = connect(baseUrl(), { cookie: alice.cookie, origin: baseUrl() });
    const bobsSocket = connect(baseUrl(), { cookie: bob.cookie, origin: baseUrl() });
    await Promise.all([connected(alicesSocket), connected(bobsSocket)]);

    const typing = next(alicesSocket, 'chat:typing');
    expect((await call(`/api/chat/conversations/${conversation}/typing`, { method: 'POST', headers: { cookie: bob.cookie } })).status).toBe(204);
    expect(await typing).toEqual({ conversation_id: conversation, member_id: bob.id });

    const read = next(alicesSocket, 'chat:read');
    await call(`/api/chat/conversations/${conversation}/read`, { method: 'POST', headers: { cookie: bob.cookie } });
    expect(await read).toEqual({ conversation_id: conversation, reader_id: bob.id, read_at: expect.any(String) });

    const deleted = next(bobsSocket, 'chat:deleted');
    await call(`/api/chat.php?id=${conversation}`, { method: 'DELETE', headers: { cookie: bob.cookie } });
    expect(await deleted).toEqual({ conversation_id: conversation });
  });

  it('refuses a socket without a session, and one opened from a foreign Origin', async () => {
    const bob = await chatMember();
    expect((await refused(connect(baseUrl(), { origin: baseUrl() }))).message).toMatch(/websocket error/i);
    expect((await refused(connect(baseUrl(), { cookie: bob.cookie, origin: 'https://evil.example' }))).message).toMatch(/websocket error/i);
    expect((await refused(connect(baseUrl(), { cookie: bob.cookie }))).message).toMatch(/websocket error/i);
    // The same member from the site's own page is let in.
    await connected(connect(baseUrl(), { cookie: bob.cookie, origin: baseUrl() }));
  });

  it('never lets a browser pass for another member with the internal headers', async () => {
    const alice = await chatMember({ credits: 10, premium: true });
    const bob = await chatMember();
    const mallory = await chatMember();
    const { INTERNAL_TOKEN } = JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}') as { INTERNAL_TOKEN: string };
    const spoof = connect(baseUrl(), {
      cookie: mallory.cookie,
      origin: baseUrl(),
      [MEMBER_ID_HEADER]: String(bob.id),
      [INTERNAL_MEMBER_TOKEN_HEADER]: INTERNAL_TOKEN,
    });
    await connected(spoof);
    const leaked = next(spoof, 'chat:message', 700).then(
      () => true,
      () => false,
    );
    await send(alice, bob.id, { text: 'for Bob only' });
    expect(await leaked).toBe(false);
  });
});

describe('several chat instances', () => {
  let second: RunningInstance;
  let balancingGateway: RunningInstance;
  beforeAll(async () => {
    second = await startServiceInstance('chat');
    const urls = JSON.parse(process.env.RDV_SERVICE_URLS ?? '{}') as { chat: string };
    balancingGateway = await startExtraGateway({ CHAT_URLS: `${urls.chat},${second.url}` });
  }, 60_000);
  afterAll(async () => {
    await balancingGateway?.stop();
    await second?.stop();
  });

  /**
   * Alice, who may write, and Bob with one socket, straight to the second instance, vouched for as the gateway would;
   * sends go through the run's gateway to the first instance.
   */
  async function bobOnTheSecondInstance() {
    const alice = await chatMember({ credits: 10, premium: true });
    const bob = await chatMember();
    const { INTERNAL_TOKEN } = JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}') as { INTERNAL_TOKEN: string };
    const onSecond = connect(second.url, { [MEMBER_ID_HEADER]: String(bob.id), [INTERNAL_MEMBER_TOKEN_HEADER]: INTERNAL_TOKEN });
    await connected(onSecond);
    return { alice, bob, onSecond };
  }

  it('delivers a message stored by one instance to a socket on the other (Postgres LISTEN/NOTIFY)', async () => {
    const { alice, bob, onSecond } = await bobOnTheSecondInstance();
    const arriving = next<ChatMessage>(onSecond, 'chat:message');
    const sent = await send(alice, bob.id, { text: 'across instances' });
    expect((await arriving).id).toBe(sent.body.message.id);
  });

  it('asks the other instance whether the recipient is online: no mail while their only page is open there, a mail once it is closed', async () => {
    const { alice, bob, onSecond } = await bobOnTheSecondInstance();
    // The first instance holds no socket of bob's.
    expect((await send(alice, bob.id, { text: 'you are online elsewhere' })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await mailsTo(bob.email)).toEqual([]);

    // Mails go once per unread burst (the first unread of a conversation): a new sender's message is one.
    onSecond.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const carol = await chatMember({ credits: 10, premium: true });
    expect((await send(carol, bob.id, { text: 'now you are away' })).status).toBe(200);
    const deadline = Date.now() + 5_000;
    while ((await mailsTo(bob.email)).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsTo(bob.email)).toHaveLength(1);
  });

  it('spreads sockets over CHAT_URLS and every one of them gets the member’s events', async () => {
    const alice = await chatMember({ credits: 10, premium: true });
    const bob = await chatMember();
    // In turn: these two land on different instances.
    const tabs = [0, 1].map(() => connect(balancingGateway.url, { cookie: bob.cookie, origin: balancingGateway.url }));
    await Promise.all(tabs.map(connected));
    const arriving = tabs.map((tab) => next<ChatMessage>(tab, 'chat:message'));
    const sent = await call('/api/chat/messages', {
      method: 'POST',
      headers: { cookie: alice.cookie },
      json: { client_id: crypto.randomUUID(), to: bob.id, kind: 'text', text: 'to every tab' },
    });
    expect(sent.status).toBe(200);
    expect((await Promise.all(arriving)).map((message) => message.id)).toEqual([sent.body.message.id, sent.body.message.id]);
    // The balancing gateway's HTTP calls reach both instances too.
    const lists = await Promise.all(
      [0, 1, 2, 3].map(() => fetch(`${balancingGateway.url}/api/chats.php`, { headers: { cookie: bob.cookie, 'x-request-type': 'client' } })),
    );
    expect(lists.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  });
});
