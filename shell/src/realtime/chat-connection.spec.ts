import type { ChatMessage } from '@rendezvous/contracts';
import { chatEvents, chatSends, sessionStore } from '@rendezvous/session-store';
import { buildUser, resetSession } from '@rendezvous/session-store/testing';
import { startChatConnection } from './chat-connection';

/** A stand-in for socket.io's client: records how it was opened and lets the test fire server events. */
function fakeClient() {
  const sockets: Array<{
    options: Record<string, unknown>;
    handlers: Map<string, (payload?: unknown) => void>;
    disconnected: boolean;
    /** what was emitted with an acknowledgement: event, payload, timeout */
    emitted: Array<[string, unknown, number]>;
    /** the socket's state as the page reads it, and how often the page called connect() */
    live: { active: boolean; connected: boolean; connects: number };
  }> = [];
  const io = jest.fn((options: Record<string, unknown>) => {
    const socket = {
      options,
      handlers: new Map<string, (payload?: unknown) => void>(),
      disconnected: false,
      emitted: [] as Array<[string, unknown, number]>,
      live: null as unknown as { active: boolean; connected: boolean; connects: number },
    };
    sockets.push(socket);
    const live = {
      /** false: the server refused the handshake (socket.io's client does not retry that by itself) */
      active: true,
      connected: false,
      connects: 0,
      connect: () => {
        live.connects += 1;
      },
      on: (event: string, handler: (payload?: unknown) => void) => socket.handlers.set(event, handler),
      timeout: (ms: number) => ({
        emitWithAck: async (event: string, payload: unknown) => {
          socket.emitted.push([event, payload, ms]);
          return { ok: true, answer: { message: message(5), credits: 9 } };
        },
      }),
      disconnect: () => {
        socket.disconnected = true;
      },
    };
    socket.live = live;
    return live;
  });
  // Each ask gives the next ticket; `refuseTickets` makes the asks fail (chat or the network down).
  const tickets = { asked: 0, refuse: false };
  const fetchTicket = async () => {
    tickets.asked += 1;
    if (tickets.refuse) throw new Error('503');
    return { ticket: `ticket-${tickets.asked}`, expires_in: 60 };
  };
  return { sockets, tickets, fetchTicket, loadClient: async () => ({ io }) as unknown as typeof import('socket.io-client') };
}

/** What the socket's handshake would carry now: socket.io calls `auth` before each connection attempt. */
const handshakeAuth = (options: Record<string, unknown>) =>
  new Promise<unknown>((resolve) => (options.auth as (give: (data: unknown) => void) => void)(resolve));

const message = (senderId: number): ChatMessage => ({
  id: 1,
  client_id: 'c1',
  conversation_id: 7,
  sender_id: senderId,
  kind: 'text',
  text: 'hi',
  gift: null,
  photo: null,
  created_at: '2026-11-28T09:00:00.000Z',
  read_at: null,
});

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  resetSession();
});

describe('the shell’s chat connection', () => {
  it('opens a WebSocket-only socket with a fresh ticket for each attempt once a member logs in, and closes it at logout', async () => {
    const client = fakeClient();
    stop = startChatConnection({ store: sessionStore, loadClient: client.loadClient, fetchTicket: client.fetchTicket });
    expect(client.sockets).toHaveLength(0);
    sessionStore.getState().setUser(buildUser({ id: 5 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.sockets).toHaveLength(1);
    expect(client.sockets[0].options).toMatchObject({ path: '/api/chat/socket', transports: ['websocket'] });
    // A fresh ticket for every attempt (the first and each reconnection); a failed ask still tries (the gateway's pipe needs none).
    await expect(handshakeAuth(client.sockets[0].options)).resolves.toEqual({ ticket: 'ticket-1' });
    await expect(handshakeAuth(client.sockets[0].options)).resolves.toEqual({ ticket: 'ticket-2' });
    client.tickets.refuse = true;
    await expect(handshakeAuth(client.sockets[0].options)).resolves.toEqual({});
    client.sockets[0].handlers.get('connect')?.();
    expect(sessionStore.getState().realtime).toBe('live');
    sessionStore.getState().setUser(null);
    expect(client.sockets[0].disconnected).toBe(true);
    expect(sessionStore.getState().realtime).toBe('off');
  });

  it('adds a message from someone else to the unread badge at once and hands every event on', async () => {
    const client = fakeClient();
    const seen: string[] = [];
    const unsubscribe = chatEvents.subscribe((event) => seen.push(event.type));
    sessionStore.getState().setUser(buildUser({ id: 5 }));
    stop = startChatConnection({ store: sessionStore, loadClient: client.loadClient, fetchTicket: client.fetchTicket });
    await new Promise((resolve) => setTimeout(resolve, 0));
    sessionStore.getState().setBadges({ unreadMessages: 2 });
    const handlers = client.sockets[0].handlers;
    handlers.get('chat:message')?.(message(9));
    expect(sessionStore.getState().badges.unreadMessages).toBe(3);
    // The member's own message (from another tab) is no news.
    handlers.get('chat:message')?.(message(5));
    expect(sessionStore.getState().badges.unreadMessages).toBe(3);
    const refreshBadges = jest.fn(async () => undefined);
    sessionStore.setState({ refreshBadges });
    handlers.get('chat:read')?.({ conversation_id: 7, reader_id: 5, read_at: new Date().toISOString() });
    expect(refreshBadges).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['chat:message', 'chat:message', 'chat:read']);
    unsubscribe();
  });

  it('says the connection is down when the socket cannot connect, so screens poll', async () => {
    const client = fakeClient();
    sessionStore.getState().setUser(buildUser({ id: 5 }));
    stop = startChatConnection({ store: sessionStore, loadClient: client.loadClient, fetchTicket: client.fetchTicket });
    await new Promise((resolve) => setTimeout(resolve, 0));
    client.sockets[0].handlers.get('connect_error')?.(new Error('refused'));
    expect(sessionStore.getState().realtime).toBe('down');
  });

  it('tries again by itself, with back-off, after the server refused the handshake (socket.io’s client would not)', async () => {
    const client = fakeClient();
    sessionStore.getState().setUser(buildUser({ id: 5 }));
    stop = startChatConnection({ store: sessionStore, loadClient: client.loadClient, fetchTicket: client.fetchTicket });
    await new Promise((resolve) => setTimeout(resolve, 0));
    jest.useFakeTimers();
    try {
      const [{ live, handlers }] = client.sockets;
      // A transport error: socket.io's client reconnects by itself (active), the page does nothing more.
      handlers.get('connect_error')?.(new Error('websocket error'));
      jest.advanceTimersByTime(60_000);
      expect(live.connects).toBe(0);
      // A refused handshake (no ticket could be asked for): tried again after 2 s, then after 4 s.
      live.active = false;
      handlers.get('connect_error')?.(new Error('authentication_required'));
      jest.advanceTimersByTime(1_999);
      expect(live.connects).toBe(0);
      jest.advanceTimersByTime(1);
      expect(live.connects).toBe(1);
      handlers.get('connect_error')?.(new Error('authentication_required'));
      jest.advanceTimersByTime(3_999);
      expect(live.connects).toBe(1);
      jest.advanceTimersByTime(1);
      expect(live.connects).toBe(2);
      // Logged out meanwhile: no more attempts.
      handlers.get('connect_error')?.(new Error('authentication_required'));
      sessionStore.getState().setUser(null);
      jest.advanceTimersByTime(60_000);
      expect(live.connects).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers its socket for sending messages while connected, and takes the offer back when it is not', async () => {
    const client = fakeClient();
    sessionStore.getState().setUser(buildUser({ id: 5 }));
    stop = startChatConnection({ store: sessionStore, loadClient: client.loadClient, fetchTicket: client.fetchTicket });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const request = { client_id: 'c1', to: 9, kind: 'text' as const, text: 'hi' };
    expect(await chatSends.send(request)).toBeNull();

    client.sockets[0].handlers.get('connect')?.();
    expect(await chatSends.send(request, 3_000)).toEqual({ ok: true, answer: { message: message(5), credits: 9 } });
    expect(client.sockets[0].emitted).toEqual([['chat:send', request, 3_000]]);

    client.sockets[0].handlers.get('disconnect')?.();
    expect(chatSends.live).toBe(false);
    client.sockets[0].handlers.get('connect')?.();
    expect(chatSends.live).toBe(true);
    sessionStore.getState().setUser(null);
    expect(chatSends.live).toBe(false);
  });
});
