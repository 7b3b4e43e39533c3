import { CHAT_PATHS } from '@rendezvous/contracts';
import { baseUrl } from '@rendezvous/test-kit';
import { io, type Socket } from 'socket.io-client';
import { MAX_SOCKETS_PER_MEMBER } from '../src/realtime/socket-cap';
import { chatMember, chatSocket, connected, send } from './chat-members';

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

describe('sockets per member are capped (issue 30, finding 6)', () => {
  it('makes room for a member’s newest page by closing their oldest sockets, which the shell does not reopen', async () => {
    const member = await chatMember();
    const sender = await chatMember({ credits: 10, premium: true });
    const reasons = new Map<number, string>();
    const opened = MAX_SOCKETS_PER_MEMBER + 3;
    for (let i = 0; i < opened; i += 1) {
      // The oldest as the shell opens it: reconnecting by itself (quickly here) after a drop.
      const headers = { cookie: member.cookie, origin: baseUrl() };
      const socket =
        i === 0
          ? io(baseUrl(), { path: CHAT_PATHS.socket, transports: ['websocket'], reconnectionDelay: 100, extraHeaders: headers })
          : chatSocket(baseUrl(), headers);
      sockets.push(socket);
      socket.on('disconnect', (reason) => reasons.set(i, reason));
      await connected(socket);
    }
    // The three oldest were closed by the server (socket.io's client does not reconnect those); the rest stay.
    for (let waited = 0; reasons.size < 3 && waited < 3_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...reasons.entries()].sort(([a], [b]) => a - b)).toEqual([
      [0, 'io server disconnect'],
      [1, 'io server disconnect'],
      [2, 'io server disconnect'],
    ]);
    // Closed by the server, the shell's socket stays closed rather than push another tab out in turn.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sockets[0].connected).toBe(false);
    expect(sockets.filter((socket) => socket.connected)).toHaveLength(MAX_SOCKETS_PER_MEMBER);
    // The newest page is live: a message reaches it at once.
    const newest = sockets[opened - 1];
    const received = new Promise<{ id: unknown }>((resolve) => newest.once('chat:message', resolve));
    const sent = await send(sender, member.id, { text: 'still live?' });
    expect(sent.status).toBe(200);
    expect((await received).id).toBe(sent.body.message.id);
  });
});
