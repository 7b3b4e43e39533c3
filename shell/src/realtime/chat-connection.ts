import { apiRequest } from '@rendezvous/api-client';
import { CHAT_PATHS, type ChatEvent, type ChatSendAck, type ChatServerEvents, type SocketTicket } from '@rendezvous/contracts';
import { chatEvents, chatSends, type SessionState } from '@rendezvous/session-store';
import type { Socket } from 'socket.io-client';
import type { StoreApi } from 'zustand';

/** The events the socket carries, each handed on as it came (contracts ChatServerEvents). */
const EVENTS: ReadonlyArray<keyof ChatServerEvents> = ['chat:message', 'chat:typing', 'chat:read', 'chat:deleted'];

export interface ChatConnectionOptions {
  store: StoreApi<SessionState>;
  /** loads the socket.io client: a chunk of its own, fetched only once a member is logged in */
  loadClient?: () => Promise<typeof import('socket.io-client')>;
  /** asks chat for the ticket that opens the socket (GET CHAT_PATHS.socketTicket), before every connection attempt */
  fetchTicket?: () => Promise<SocketTicket>;
}

const askForTicket = () => apiRequest<SocketTicket>(CHAT_PATHS.socketTicket, { retries: 0 });

/**
 * One realtime connection per page while a member is logged in (issue 10): socket.io to chat, WebSocket
 * transport only, through the gateway's pipe (which checks the session cookie and the Origin) or, where the
 * ingress routes the socket's path to chat, straight to chat (ADR 0010). Before every attempt the page asks for a
 * fresh ticket (CHAT_PATHS.socketTicket) and shows it in the handshake; the direct path needs it, the pipe does
 * not, so a failed ask still tries to connect. Every event goes to chatEvents (mfe-chat's screens listen), and the shell's
 * counters follow at once: a message from someone else adds one to the unread badge (and so to the
 * title prefix); a read or deleted conversation reloads the counters. While connected, the socket is
 * offered for sending messages (session-store chatSends; mfe-chat falls back to POST without it). While
 * the socket cannot connect, the session store says 'down' and screens poll; socket.io keeps retrying
 * with back-off. Returns a stop function.
 */
export function startChatConnection({ store, loadClient = () => import('socket.io-client'), fetchTicket = askForTicket }: ChatConnectionOptions): () => void {
  let socket: Socket | null = null;
  let connectedFor: number | null = null;
  let stopped = false;

  // Only real changes: every store change comes back to follow() below.
  const setStatus = (status: SessionState['realtime']) => {
    if (store.getState().realtime !== status) store.getState().setRealtime(status);
  };

  const onEvent = (memberId: number, event: ChatEvent) => {
    chatEvents.publish(event);
    const state = store.getState();
    if (state.user?.id !== memberId) return;
    if (event.type === 'chat:message' && event.payload.sender_id !== memberId) {
      state.setBadges({ unreadMessages: state.badges.unreadMessages + 1 });
    } else if ((event.type === 'chat:read' && event.payload.reader_id === memberId) || event.type === 'chat:deleted') {
      void state.refreshBadges();
    }
  };

  const connect = async (memberId: number) => {
    setStatus('connecting');
    let client: typeof import('socket.io-client');
    try {
      client = await loadClient();
    } catch (error) {
      console.error('[realtime] could not load the socket client', error);
      if (connectedFor === memberId) setStatus('down');
      return;
    }
    // Logged out (or someone else logged in) while the client loaded.
    if (stopped || connectedFor !== memberId) return;
    const next = client.io({
      path: CHAT_PATHS.socket,
      transports: ['websocket'],
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 30_000,
      // Called for the first connection and every reconnection: a ticket lives a minute.
      auth: (give) => {
        fetchTicket().then(
          ({ ticket }) => give({ ticket }),
          () => give({}),
        );
      },
    });
    socket = next;
    const offerSends = (live: boolean) => {
      if (socket !== next) return;
      chatSends.offer(live ? (request, timeoutMs) => next.timeout(timeoutMs).emitWithAck('chat:send', request) as Promise<ChatSendAck> : null);
    };
    // Refused handshakes in a row (a ticket that could not be asked for, a limit): socket.io's client does not retry
    // those by itself, so the page does, with the same back-off as its reconnections, while the member is logged in.
    // An ended session ends this too: the ticket's 403 logs the page out, and follow() closes the socket.
    let refusals = 0;
    next.on('connect', () => {
      refusals = 0;
      setStatus('live');
      offerSends(true);
    });
    next.on('connect_error', () => {
      setStatus('down');
      offerSends(false);
      if (next.active) return;
      refusals += 1;
      setTimeout(
        () => {
          if (socket === next && !stopped && !next.connected) next.connect();
        },
        Math.min(30_000, 1_000 * 2 ** Math.min(refusals, 5)),
      );
    });
    next.on('disconnect', () => {
      setStatus('down');
      offerSends(false);
    });
    for (const type of EVENTS) next.on(type, (payload: unknown) => onEvent(memberId, { type, payload } as ChatEvent));
  };

  /** Connects for the member who is logged in now: nobody, the same one (nothing to do) or another. */
  const follow = (state: SessionState) => {
    const memberId = state.user?.id ?? null;
    if (memberId === connectedFor) return;
    chatSends.offer(null);
    socket?.disconnect();
    socket = null;
    connectedFor = memberId;
    if (memberId === null) setStatus('off');
    else void connect(memberId);
  };

  const unsubscribe = store.subscribe((state) => follow(state));
  follow(store.getState());
  return () => {
    stopped = true;
    unsubscribe();
    chatSends.offer(null);
    socket?.disconnect();
    socket = null;
    connectedFor = null;
    setStatus('off');
  };
}
