import {
  blockedByMessage,
  CHAT_ERROR_CODES,
  CHAT_PATHS,
  ERROR_CODES,
  type ChatMessage,
  type ChatSendAck,
  type SendMessageRequest,
} from '@rendezvous/contracts';
import { baseUrl, call, queryServiceDb, spoofedMemberHeaders, startServiceInstance, type RunningInstance } from '@rendezvous/test-kit';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { balanceOf, chatMember, chatSocket, connected, openPage, send } from './chat-members';

// Sending over the member's socket (`chat:send` with an acknowledgement, ADR 0010 step 3): the POST's
// rules, answer and envelopes, charged once across both ways, the gateway's user object refreshed before
// the acknowledgement, and a per-member limit of its own.

const TEXT_CREDITS = 1;
const sockets: Socket[] = [];
afterAll(() => sockets.forEach((socket) => socket.disconnect()));

async function page(member: Parameters<typeof openPage>[0]): Promise<Socket> {
  const socket = await openPage(member);
  sockets.push(socket);
  return socket;
}

const sendOver = (socket: Socket, request: Partial<SendMessageRequest> & Record<string, unknown>): Promise<ChatSendAck> =>
  socket.timeout(10_000).emitWithAck('chat:send', request) as Promise<ChatSendAck>;

function nextMessage(socket: Socket): Promise<ChatMessage> {
  return new Promise((resolve) => socket.once('chat:message', resolve));
}

describe('a message sent over the member’s socket', () => {
  it('is stored, charged, delivered and acknowledged like a POST, and the member’s next user.php shows the new balance', async () => {
    const alice = await chatMember({ credits: 20, premium: true, name: 'Alice Socket' });
    const bob = await chatMember({ name: 'Bob Socket' });
    const [alicePage, aliceOtherTab, bobPage] = await Promise.all([page(alice), page(alice), page(bob)]);
    // The gateway keeps Alice's user object from here on.
    expect((await call('/api/user.php', { headers: { cookie: alice.cookie } })).body.credits).toBe(20);

    const arrives = nextMessage(bobPage);
    const inHerOtherTab = nextMessage(aliceOtherTab);
    const echoed: ChatMessage[] = [];
    alicePage.on('chat:message', (message: ChatMessage) => echoed.push(message));
    const clientId = randomUUID();
    const ack = await sendOver(alicePage, { client_id: clientId, to: bob.id, kind: 'text', text: 'Over the socket' });
    if (!ack.ok) throw new Error(`refused: ${JSON.stringify(ack.error)}`);
    expect(ack.answer.message).toMatchObject({ client_id: clientId, sender_id: alice.id, kind: 'text', text: 'Over the socket' });
    expect(ack.answer.credits).toBe(20 - TEXT_CREDITS);
    expect(await arrives).toMatchObject({ id: ack.answer.message.id, text: 'Over the socket' });
    // Her other pages are told; the socket that sent it has it in the acknowledgement and is not sent it again.
    expect(await inHerOtherTab).toMatchObject({ id: ack.answer.message.id });
    expect(echoed).toEqual([]);
    expect((await call('/api/user.php', { headers: { cookie: alice.cookie } })).body.credits).toBe(20 - TEXT_CREDITS);

    // No acknowledgement reached the client: it sends the same message again by POST, with the same client id.
    const again = await send(alice, bob.id, { text: 'Over the socket' }, clientId);
    expect(again.status).toBe(200);
    expect(again.body.message.id).toBe(ack.answer.message.id);
    const charges = await queryServiceDb('payments', "SELECT delta FROM credit_ledger WHERE member_id = $1 AND reason LIKE 'chat_%'", [alice.id]);
    expect(charges).toEqual([{ delta: -TEXT_CREDITS }]);
    expect(await queryServiceDb('chat', 'SELECT 1 FROM messages WHERE sender_id = $1', [alice.id])).toHaveLength(1);

    // A socket's frames arrive in order: once a message from her other tab has reached the first page, no echo of
    // the first message is still on its way to it.
    const fromOtherTab = nextMessage(alicePage);
    const second = await sendOver(aliceOtherTab, { client_id: randomUUID(), to: bob.id, kind: 'text', text: 'From the other tab' });
    expect(second.ok).toBe(true);
    await fromOtherTab;
    expect(echoed.map((message) => message.text)).toEqual(['From the other tab']);
  });

  it('answers a refusal in the POST’s envelope, and stores and charges nothing', async () => {
    const alice = await chatMember({ credits: 20, premium: true });
    const bob = await chatMember({ name: 'Bob Blocking' });
    const alicePage = await page(alice);

    const invalid = await sendOver(alicePage, { client_id: randomUUID(), to: bob.id, kind: 'text', text: 'x', colour: 'red' });
    expect(invalid).toMatchObject({ ok: false, error: { statusCode: 400, code: ERROR_CODES.validationFailed, correlationId: expect.any(String) } });
    const notAnObject = await sendOver(alicePage, 'hello' as never);
    expect(notAnObject).toMatchObject({ ok: false, error: { statusCode: 400 } });

    expect((await call(`/api/members/${alice.id}/block`, { method: 'POST', headers: { cookie: bob.cookie } })).status).toBeLessThan(300);
    const blocked = await sendOver(alicePage, { client_id: randomUUID(), to: bob.id, kind: 'text', text: 'Hello?' });
    expect(blocked).toMatchObject({ ok: false, error: { statusCode: 403, code: CHAT_ERROR_CODES.blockedByMember, message: blockedByMessage('Bob Blocking') } });
    expect(await balanceOf(alice.id)).toBe(20);
    expect(await queryServiceDb('chat', 'SELECT 1 FROM messages WHERE sender_id = $1', [alice.id])).toHaveLength(0);
  });

  describe('on two chat instances sharing Redis that allow 3 sends a minute', () => {
    const REDIS_URL = 'redis://127.0.0.1:6379';
    let instances: RunningInstance[] = [];
    beforeAll(async () => {
      instances = await Promise.all([1, 2].map(() => startServiceInstance('chat', { SOCKET_SEND_LIMIT_PER_MINUTE: '3', REDIS_URL })));
    });
    afterAll(() => Promise.all(instances.map((instance) => instance.stop())));

    it('counts a member’s sends on both instances together, shared within a second', async () => {
      const [alice, bob] = await Promise.all([chatMember({ credits: 20, premium: true }), chatMember()]);
      // The counts are kept per minute of the clock in Redis, where an earlier run's member with the same id may have left some.
      const redis = new Redis(REDIS_URL);
      try {
        const earlier = await redis.keys(`rdv:rl:chat-socket-sends:${alice.id}:*`);
        if (earlier.length > 0) await redis.del(...earlier);
      } finally {
        redis.disconnect();
      }
      const untilMinuteEnds = 60_000 - (Date.now() % 60_000);
      if (untilMinuteEnds < 10_000) await new Promise((resolve) => setTimeout(resolve, untilMinuteEnds + 100));
      const [onFirst, onSecond] = await Promise.all(
        instances.map(async (instance) => {
          const socket = chatSocket(instance.url, { ...spoofedMemberHeaders(alice.id), 'x-forwarded-host': new URL(baseUrl()).host });
          sockets.push(socket);
          await connected(socket);
          return socket;
        }),
      );
      const text = (n: number) => ({ client_id: randomUUID(), to: bob.id, kind: 'text' as const, text: `shared ${n}` });
      expect((await sendOver(onFirst, text(1))).ok).toBe(true);
      expect((await sendOver(onFirst, text(2))).ok).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await sendOver(onSecond, text(3))).ok).toBe(true);
      expect(await sendOver(onSecond, text(4))).toMatchObject({ ok: false, error: { statusCode: 429, code: ERROR_CODES.rateLimited } });
      expect(await balanceOf(alice.id)).toBe(20 - 3 * TEXT_CREDITS);
    });
  });

  describe('on a chat instance that allows 2 sends a minute', () => {
    let limited: RunningInstance;
    beforeAll(async () => {
      limited = await startServiceInstance('chat', { SOCKET_SEND_LIMIT_PER_MINUTE: '2' });
    });
    afterAll(() => limited?.stop());

    it('refuses a member’s third send with the 429 envelope, and counts each member on their own', async () => {
      const [alice, carol, bob] = await Promise.all([chatMember({ credits: 20, premium: true }), chatMember({ credits: 20, premium: true }), chatMember()]);
      // Straight to the instance, vouched for as the gateway would (the gateway's round robin would pick the shared one).
      const direct = (memberId: number) => {
        const socket = chatSocket(limited.url, { ...spoofedMemberHeaders(memberId), 'x-forwarded-host': new URL(baseUrl()).host });
        sockets.push(socket);
        return connected(socket).then(() => socket);
      };
      const [alicePage, carolPage] = await Promise.all([direct(alice.id), direct(carol.id)]);
      const text = (n: number) => ({ client_id: randomUUID(), to: bob.id, kind: 'text' as const, text: `message ${n}` });
      expect((await sendOver(alicePage, text(1))).ok).toBe(true);
      expect((await sendOver(alicePage, text(2))).ok).toBe(true);
      expect(await sendOver(alicePage, text(3))).toMatchObject({ ok: false, error: { statusCode: 429, code: ERROR_CODES.rateLimited } });
      expect((await sendOver(carolPage, text(1))).ok).toBe(true);
      expect(await balanceOf(alice.id)).toBe(20 - 2 * TEXT_CREDITS);
    });

    it('at SIGTERM closes its members’ connections as lost ones (their pages reconnect elsewhere) and exits instead of waiting for them', async () => {
      const members = await Promise.all([chatMember(), chatMember()]);
      const open = members.map(({ id }) => chatSocket(limited.url, { ...spoofedMemberHeaders(id), 'x-forwarded-host': new URL(baseUrl()).host }));
      sockets.push(...open);
      await Promise.all(open.map(connected));
      const reasons = open.map((socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve)));
      // A page's socket (socket.io's client with its reconnection on) tries again by itself.
      const page = io(limited.url, {
        path: CHAT_PATHS.socket,
        transports: ['websocket'],
        reconnectionDelay: 100,
        extraHeaders: { ...spoofedMemberHeaders(members[0].id), 'x-forwarded-host': new URL(baseUrl()).host },
      });
      sockets.push(page);
      await connected(page);
      const retried = new Promise<string>((resolve) => page.io.once('reconnect_attempt', () => resolve('reconnecting')));
      const stopping = Date.now();
      await limited.stop();
      // test-kit kills an instance still running 10 s after SIGTERM; this one left by itself.
      expect(Date.now() - stopping).toBeLessThan(5_000);
      expect(limited.process.signalCode).toBeNull();
      // A lost connection, which socket.io's client reconnects by itself; never 'io server disconnect', which is final.
      expect(await Promise.all(reasons)).toEqual(open.map(() => 'transport close'));
      expect(await retried).toBe('reconnecting');
    });
  });
});
