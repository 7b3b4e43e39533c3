import type { SessionState } from '@rendezvous/session-store';
import type { StoreApi } from 'zustand';

/** Spec 4 and 9: polling starts 5 s after load and runs every 60 s, every 300 s when push is subscribed. */
export const POLLING_START_DELAY_MS = 5_000;
export const POLLING_INTERVAL_MS = 60_000;
export const POLLING_INTERVAL_WITH_PUSH_MS = 300_000;

export interface MemberPollingOptions {
  store: StoreApi<SessionState>;
  /** whether this browser holds a push subscription: then pushes bring news and polling slows down */
  isPushSubscribed: () => Promise<boolean>;
}

/**
 * While a member is logged in, refreshes the user, chats and likes on the spec's schedule (spec 4,
 * "Logged-in only: polling"). It keeps running in a hidden tab on purpose: the title prefix and the
 * app badge are what tell a member in another tab that something arrived. Returns a stop function.
 */
export function startMemberPolling({ store, isPushSubscribed }: MemberPollingOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const schedule = (delay: number) => {
    if (!stopped) timer = setTimeout(() => void poll(), delay);
  };

  const poll = async () => {
    timer = null;
    const { user, refresh, refreshBadges } = store.getState();
    if (user) {
      // One failed call must not stop the others nor the schedule; each reports its own failure.
      await Promise.allSettled([refresh(), refreshBadges()]);
    }
    const pushed = await isPushSubscribed().catch(() => false);
    schedule(pushed ? POLLING_INTERVAL_WITH_PUSH_MS : POLLING_INTERVAL_MS);
  };

  // A member who logs in (or another member) gets their counters at once instead of at the next tick.
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.user && state.user.id !== previous.user?.id) void state.refreshBadges();
  });
  if (store.getState().user) void store.getState().refreshBadges();

  schedule(POLLING_START_DELAY_MS);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    unsubscribe();
  };
}
