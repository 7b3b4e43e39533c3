import { CHAT_PATHS } from '@rendezvous/contracts';
import { baseUrl, call, latestMailTo, linkIn, logIn, signUpMember, TEST_MEMBER_PASSWORD } from '@rendezvous/test-kit';
import { io, type Socket } from 'socket.io-client';

// A chat socket outlives no session (routing/live-sockets.ts): the gateway closes the sockets a session
// opened when that session ends, and only then; the member's other sessions keep theirs.

const open: Socket[] = [];
afterAll(() => open.forEach((socket) => socket.close()));

async function socketOf(cookie: string): Promise<Socket> {
  const socket = io(baseUrl(), { path: CHAT_PATHS.socket, transports: ['websocket'], reconnection: false, extraHeaders: { cookie, origin: baseUrl() } });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

function closed(socket: Socket, withinMs = 3_000): Promise<void> {
  if (!socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the socket was still open after ${withinMs} ms`)), withinMs);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('chat sockets and the sessions that opened them', () => {
  it('closes the sockets of a session that logged out, and only those', async () => {
    const member = await signUpMember('Socket Keeper');
    const other = await logIn(member.email, TEST_MEMBER_PASSWORD);
    const [first, second] = await Promise.all([socketOf(member.cookie), socketOf(other)]);

    expect((await call('/api/logout.php', { headers: { cookie: member.cookie } })).status).toBeLessThan(400);
    await closed(first);
    await settle(300);
    expect(second.connected).toBe(true);
  });

  it('keeps the sockets open through a change of the member’s that ends no session', async () => {
    const member = await signUpMember('Socket Settler');
    const socket = await socketOf(member.cookie);
    const saved = await call('/api/account/notifications', {
      method: 'PUT',
      headers: { cookie: member.cookie },
      json: { messages: false, likes: true, matches: true, newsletter: false },
    });
    expect(saved.status).toBe(200);
    await settle(500);
    expect(socket.connected).toBe(true);
  });

  it('closes every socket of the member when a password reset ended their sessions', async () => {
    const member = await signUpMember('Socket Resetter');
    const other = await logIn(member.email, TEST_MEMBER_PASSWORD);
    const sockets = await Promise.all([socketOf(member.cookie), socketOf(other)]);

    expect((await call('/api/account/password-reset', { method: 'POST', json: { email: member.email } })).status).toBe(200);
    const token = linkIn(await latestMailTo(member.email), '/reset-password/do').searchParams.get('token');
    const reset = await call('/api/account/password-reset/confirm', {
      method: 'POST',
      json: { token, password: 'new-password-1', password_repeat: 'new-password-1' },
    });
    expect(reset.status).toBe(200);
    await Promise.all(sockets.map((socket) => closed(socket)));
  });
});
