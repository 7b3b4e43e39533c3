import type { SessionState } from '@rendezvous/session-store';
import type { StoreApi } from 'zustand';

const prefixOf = (count: number) => (count > 0 ? `(${count}) ` : '');

/**
 * Spec 4: the page title gets a prefix with unread messages plus new likes, e.g. "(3) Rendezvous".
 * Only the prefix written before (for `appliedCount`) is replaced, so a title such as "(2023) ..."
 * that a remote wrote itself keeps its own parentheses.
 */
export function titleWithCount(title: string, count: number, appliedCount = 0): string {
  const applied = prefixOf(appliedCount);
  const base = applied && title.startsWith(applied) ? title.slice(applied.length) : title;
  return prefixOf(count) + base;
}

/** The number in the title and on the app badge: unread messages plus new likes. */
export const selectAttentionCount = (state: SessionState) => state.badges.unreadMessages + state.badges.newLikes;

type BadgingNavigator = Navigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/** The installed app's icon shows the same sum (spec 4), where the browser supports the Badging API. */
export function setAppBadge(count: number, nav: BadgingNavigator = navigator): void {
  const done = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
  // Not allowed (not installed, no permission) is not an error worth a member's attention.
  done?.catch(() => undefined);
}

/**
 * Keeps the title prefix and the app badge in step with the counters. Remotes set their own titles;
 * an observer on <title> puts the prefix back on whatever they write. Returns a stop function.
 */
export function syncTitleAndAppBadge(store: StoreApi<SessionState>, doc: Document = document): () => void {
  let appliedCount = 0;
  const apply = () => {
    const count = selectAttentionCount(store.getState());
    const wanted = titleWithCount(doc.title, count, appliedCount);
    appliedCount = count;
    // Writing only on a difference is what keeps the observer below from looping.
    if (doc.title !== wanted) doc.title = wanted;
  };
  apply();
  setAppBadge(appliedCount);
  // appliedCount is the sum last written, so other store changes (user, settings) cost nothing here.
  const unsubscribe = store.subscribe((state) => {
    const count = selectAttentionCount(state);
    if (count === appliedCount) return;
    apply();
    setAppBadge(count);
  });
  const observer = new MutationObserver(apply);
  observer.observe(doc.head, { subtree: true, childList: true, characterData: true });
  return () => {
    unsubscribe();
    observer.disconnect();
  };
}
