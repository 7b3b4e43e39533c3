import type { TrackingData } from '@rendezvous/contracts';

/** Tracking data from the landing query (spec section 3), kept for the tab's visit in sessionStorage. */
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const satisfies readonly (keyof TrackingData)[];
export const TRACKING_STORAGE_KEY = 'rdv:signup-tracking';
/** the identity service accepts at most this many characters per tracking value */
const MAX_TRACKING_VALUE_LENGTH = 100;

export function readTracking(): TrackingData {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(TRACKING_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    const tracking: TrackingData = {};
    for (const key of TRACKING_KEYS) {
      if (typeof stored[key] === 'string') tracking[key] = stored[key];
    }
    return tracking;
  } catch {
    return {};
  }
}

/**
 * Keeps the tracking values of a query string; values already kept stay unless the query brings a new
 * one, so navigating to /signup without a query does not lose where the visitor came from.
 */
export function captureTracking(search: string): void {
  const query = new URLSearchParams(search);
  const found = TRACKING_KEYS.filter((key) => query.get(key));
  if (found.length === 0) return;
  const tracking = readTracking();
  for (const key of found) tracking[key] = (query.get(key) ?? '').slice(0, MAX_TRACKING_VALUE_LENGTH);
  try {
    window.sessionStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(tracking));
  } catch {
    // Blocked storage: the signup goes through without attribution.
  }
}

export function clearTracking(): void {
  try {
    window.sessionStorage.removeItem(TRACKING_STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
