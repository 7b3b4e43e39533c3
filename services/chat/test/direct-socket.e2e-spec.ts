import { CHAT_PATHS, ERROR_CODES, type ChatMessage, type ChatSendAck, type SocketTicket } from '@rendezvous/contracts';
import { call, expectEnvelope, logIn, queryServiceDb, startServiceInstance, TEST_MEMBER_PASSWORD, type RunningInstance } from '@rendezvous/test-kit';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { balanceOf, chatMember, connected, type ChatMember } from './chat-members';

// A member's socket straight to chat, as an ingress routes /api/chat/socket in production (ADR 0010): no frame
// crosses the gateway. The page shows a ticket it got through the gateway a moment before; chat checks it, the
// Origin and the member's upgrades, and closes the socket when its session ends (identity's sessions.ended).
// The instance here is a second chat process, so a session's end reaches it through the adapter, as it would
// reach any instance.

let direct: RunningInstance;
const sockets: Socket[] = [];
beforeAll(async () => {
  direct = await startServiceInstance('chat', { SOCKET_UPGRADE_LIMIT_PER_MINUTE: '4' });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await direct?.stop();
});

async function ticketOf(cookie: string): Promise<string> {
  const answer = await call<SocketTicket>(CHAT_PATHS.socketTicket, { headers: { cookie } });
  expect(answer.status).toBe(200);
  return answer.body.ticket;
}

/** A socket to the chat instance itself, as the browser opens it through an ingress that keeps the Host: the Origin is the instance's. */
function directSocket(auth: Record<string, unknown>, origin = direct.url): Socket {
  const socket = io(direct.url, { path: CHAT_PATHS.socket, transports: ['websocket'], reconnection: false, auth, extraHeaders: { origin } });
  sockets.push(socket);
  return socket;
}

const refusal = (socket: Socket) => new Promise<string>((resolve) => socket.once('connect_error', (error) => resolve(error.message)));
const closed = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

async function directPage(member: ChatMember): Promise<Socket> {
  const socket = directSocket({ ticket: await ticketOf(member.cookie) });
  await connected(socket);
  return socket;
}

describe('a socket straight to chat, with a ticket', () => {
  it('is given a ticket through the gateway only with a session', async () => {
    const alice = await chatMember();
    const answer = await call<SocketTicket>(CHAT_PATHS.socketTicket, { headers: { cookie: alice.cookie } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ticket: expect.any(String), expires_in: 60 });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expectEnvelope(await call(CHAT_PATHS.socketTicket), 403, ERROR_CODES.authenticationRequired);
  });

  it('sends, is charged once and receives like a socket through the gateway', async () => {
    const alice = await chatMember({ credits: 20, premium: true });
    const bob = await chatMember();
    // Both on the instance just started: until it has heard the run's chat instance (a heartbeat, at most 5 s), the
    // Postgres adapter keeps its events local (local-when-alone.ts), so its sends to a socket elsewhere would be lost.
    const [alicePage, bobPage] = await Promise.all([directPage(alice), directPage(bob)]);
    const arrives = new Promise<ChatMessage>((resolve) => bobPage.once('chat:message', resolve));
    const ack = (await alicePage
      .timeout(10_000)
      .emitWithAck('chat:send', { client_id: randomUUID(), to: bob.id, kind: 'text', text: 'Straight' })) as ChatSendAck;
    if (!ack.ok) throw new Error(`refused: ${JSON.stringify(ack.error)}`);
    expect(ack.answer.credits).toBe(19);
    expect(await arrives).toMatchObject({ id: ack.answer.message.id, text: 'Straight', sender_id: alice.id });
    expect(await balanceOf(alice.id)).toBe(19);
    // The site's settings came from the ticket (the gateway's host when it was asked), not from the socket's own Host.
    expect((await call('/api/user.php', { headers: { cookie: alice.cookie } })).body.credits).toBe(19);

    // And bob's reply through the gateway (the run's chat instance, which heard this one start) reaches alice's direct socket, across instances.
    const reply = new Promise<ChatMessage>((resolve) => alicePage.once('chat:message', resolve));
    const answer = await call('/api/chat/messages', {
      method: 'POST',
      headers: { cookie: bob.cookie },
      json: { client_id: randomUUID(), to: alice.id, kind: 'text', text: 'Back' },
    });
    expect(answer.status).toBe(200);
    expect(await reply).toMatchObject({ text: 'Back', sender_id: bob.id });
  });

  it('is refused without a ticket, with a forged or another member’s changed one, and from another site’s page', async () => {
    const alice = await chatMember();
    expect(await refusal(directSocket({}))).toBe(ERROR_CODES.authenticationRequired);
    const ticket = await ticketOf(alice.cookie);
    const parts = ticket.split('.');
    parts[1] = String(Number(parts[1]) + 1);
    expect(await refusal(directSocket({ ticket: parts.join('.') }))).toBe(ERROR_CODES.authenticationRequired);
    // The browser says which page opened the socket: a page of another site is refused before the WebSocket opens.
    expect(await refusal(directSocket({ ticket }, 'https://elsewhere.example'))).not.toBe(ERROR_CODES.authenticationRequired);
    expect(await queryServiceDb('chat', 'SELECT 1 FROM messages WHERE sender_id = $1', [alice.id])).toHaveLength(0);
  });

  it('counts a member’s upgrades: over the limit, the next one is refused', async () => {
    const carol = await chatMember();
    const ticket = await ticketOf(carol.cookie);
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const socket = directSocket({ ticket });
      outcomes.push(await Promise.race([connected(socket).then(() => 'open'), refusal(socket)]));
      socket.disconnect();
    }
    expect(outcomes).toEqual(['open', 'open', 'open', 'open', ERROR_CODES.rateLimited]);
  });

  it('closes when its session ends: at logout that session’s sockets, at a password change the other devices’', async () => {
    const alice = await chatMember();
    const phoneCookie = await logIn(alice.email, TEST_MEMBER_PASSWORD);
    const tabletCookie = await logIn(alice.email, TEST_MEMBER_PASSWORD);
    const laptop = await directPage(alice);
    const phone = await directPage({ ...alice, cookie: phoneCookie });
    const tablet = await directPage({ ...alice, cookie: tabletCookie });

    // Logged out on the tablet: its socket closes, the other two stay.
    const tabletClosed = closed(tablet);
    expect((await call('/api/logout.php', { headers: { cookie: tabletCookie } })).status).toBe(200);
    expect(await withinSeconds(5, tabletClosed)).toBe('io server disconnect');
    expect([laptop.connected, phone.connected]).toEqual([true, true]);

    // A password change on the laptop logs the other devices out: the phone's socket closes, the laptop's stays.
    const phoneClosed = closed(phone);
    const changed = await call('/api/account/password', {
      method: 'POST',
      headers: { cookie: alice.cookie },
      json: { old_password: TEST_MEMBER_PASSWORD, password: 'another-good-password-2', password_repeat: 'another-good-password-2' },
    });
    expect(changed.status).toBeLessThan(300);
    expect(await withinSeconds(5, phoneClosed)).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(laptop.connected).toBe(true);
  });
});

function withinSeconds<T>(seconds: number, promise: Promise<T>): Promise<T | 'timed out'> {
  return Promise.race([promise, new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), seconds * 1_000))]);
}
