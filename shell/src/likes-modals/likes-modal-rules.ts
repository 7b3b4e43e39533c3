import { LIKE_MODAL_QUERY, type LikesResponse, type UserProfile, type WidgetMember } from '@rendezvous/contracts';

/** The longest delay a `t` may ask for: an hour. Any other value is ignored and removed from the URL. */
export const LIKE_MODAL_MAX_DELAY_S = 3_600;
/** sessionStorage: auto-like.php was asked in this browser session (it is asked once per session). */
export const AUTO_LIKE_ASKED_KEY = 'rdv:auto-like-asked';

/**
 * The like modal's delay from the query (spec 4: `t`, in seconds): a whole number from 0 to
 * LIKE_MODAL_MAX_DELAY_S, 'invalid' for anything else, null without `t`.
 */
export function readLikeModalDelay(search: string): number | 'invalid' | null {
  const value = new URLSearchParams(search).get(LIKE_MODAL_QUERY);
  if (value === null) return null;
  if (!/^[0-9]{1,4}$/.test(value)) return 'invalid';
  const seconds = Number(value);
  return seconds <= LIKE_MODAL_MAX_DELAY_S ? seconds : 'invalid';
}

/** This location without one query parameter: the same path, the other parameters and the hash. */
export function urlWithout(name: string, location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const params = new URLSearchParams(location.search);
  params.delete(name);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

/** Takes `t` out of the address bar in place: no reload, no new history entry, the router's state kept. */
export function removeLikeModalQuery(win: Window = window): void {
  win.history.replaceState(win.history.state, '', urlWithout(LIKE_MODAL_QUERY, win.location));
}

/** Whom the like modal shows: the newest like received that is still new, else the newest one; null without any. */
export function likeToShow({ liked_by, profiles }: LikesResponse): UserProfile | null {
  // liked_by is newest first; a like whose profile did not come along is skipped.
  const ordered = [...liked_by.filter((like) => like.like_new), ...liked_by.filter((like) => !like.like_new)];
  for (const like of ordered) {
    const profile = profiles.find((candidate) => candidate.id === like.id);
    if (profile) return profile;
  }
  return null;
}

/** A profile of user.php, likes.php or auto-like.php as the modals show it: main_image.match is the photo's path. */
export function toWidgetMember(profile: UserProfile): WidgetMember {
  return { id: profile.id, name: profile.name, photoUrl: profile.main_image?.match ?? null };
}

/** Storage that cannot be read counts as asked: no auto-like rather than one on every visit. */
export function autoLikeAsked(storage: Storage | undefined = globalThis.sessionStorage): boolean {
  try {
    return !storage || storage.getItem(AUTO_LIKE_ASKED_KEY) !== null;
  } catch {
    return true;
  }
}

export function markAutoLikeAsked(now: Date = new Date(), storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(AUTO_LIKE_ASKED_KEY, now.toISOString());
  } catch {
    // Not storable: autoLikeAsked already treats such a storage as asked.
  }
}
