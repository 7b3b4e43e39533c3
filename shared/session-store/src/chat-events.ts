import type { ChatEvent } from '@rendezvous/contracts';

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
