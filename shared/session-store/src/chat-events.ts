import type { ChatEvent, ChatSendAck, SendMessageRequest } from '@rendezvous/contracts';

/**
 * The page's realtime chat events, from the one socket the shell keeps open for the logged-in member
 * (shell/src/realtime) to whoever listens: mfe-chat's screens, the shell's badges. A page-wide
 * singleton like the session store (this package is a federation singleton).
 */
export type ChatEventListener = (event: ChatEvent) => void;

const listeners = new Set<ChatEventListener>();

export const chatEvents = {
  /** Listens until the returned function is called. */
  subscribe(listener: ChatEventListener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Hands an event to every listener; one that throws does not keep it from the others. */
  publish(event: ChatEvent): void {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.error('[chat events] a listener failed', error);
      }
    }
  },
};

/** Sends one message over the page's socket and answers its acknowledgement (rejects when none came within `timeoutMs`). */
export type ChatSocketSend = (request: SendMessageRequest, timeoutMs: number) => Promise<ChatSendAck>;

/** How long a send over the socket waits for its acknowledgement before the caller sends it by POST instead. */
export const SOCKET_SEND_TIMEOUT_MS = 5_000;

let socketSend: ChatSocketSend | null = null;

/**
 * Messages sent over the page's one socket (ADR 0010, step 3): the shell offers its socket's send while it
 * is connected; mfe-chat sends through it, and by POST when there is no live socket or no acknowledgement
 * came in time, with the same client id, so the message is stored and charged once either way.
 */
export const chatSends = {
  /** The shell: the live socket's send, or null while it is not connected. */
  offer(send: ChatSocketSend | null): void {
    socketSend = send;
  },
  /** Whether a socket is live to send over now. */
  get live(): boolean {
    return socketSend !== null;
  },
  /** The acknowledgement: the answer or the error envelope; null when there is no live socket or no acknowledgement came in time. */
  async send(request: SendMessageRequest, timeoutMs = SOCKET_SEND_TIMEOUT_MS): Promise<ChatSendAck | null> {
    if (!socketSend) return null;
    try {
      return await socketSend(request, timeoutMs);
    } catch {
      return null;
    }
  },
};
