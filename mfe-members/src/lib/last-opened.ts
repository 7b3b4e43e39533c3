/** Where the last opened profile is kept: per browser, like the search store's other state. */
const KEY = 'rdv:last-opened-profile';
/** Older than this it is no longer worth a link back. */
const FRESH_FOR_MS = 7 * 24 * 3_600_000;

/** The last opened profile and when (spec 3's "last opened profile and date"). */
export interface LastOpened {
  id: number;
  name: string;
  /** ISO 8601 */
  at: string;
  /** whose browser session opened it: another member logging in on this browser sees nothing of it */
  viewerId: number;
}

export function rememberOpened(profile: { id: number; name: string }, viewerId: number, at = new Date()): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ id: profile.id, name: profile.name, at: at.toISOString(), viewerId } satisfies LastOpened));
  } catch {
    // Storage full or blocked: the link back is a convenience, nothing depends on it.
  }
}

export function lastOpened(viewerId: number, now = Date.now()): LastOpened | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as LastOpened | null;
    if (!stored || stored.viewerId !== viewerId || typeof stored.id !== 'number' || typeof stored.name !== 'string') return null;
    const age = now - Date.parse(stored.at);
    return age >= 0 && age < FRESH_FOR_MS ? stored : null;
  } catch {
    return null;
  }
}
