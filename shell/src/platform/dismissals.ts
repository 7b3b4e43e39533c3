/** Storage can throw (private mode, blocked storage); then a dismissed notice simply shows again. */
export function readDismissedAt(key: string, storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Dismissals are remembered with a timestamp (spec 2 and 4), not a bare flag, so their age stays known. */
export function storeDismissedAt(key: string, now: Date = new Date(), storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(key, now.toISOString());
  } catch {
    // Not storable: the notice shows again next time, which is the safe side.
  }
}

/** matchMedia is missing in jsdom and very old browsers; no answer counts as no match. */
export function mediaMatches(query: string, win: Window = window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia(query).matches;
}
