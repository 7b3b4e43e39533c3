/** A failed code chunk load reloads the page at most once per minute (spec section 9, reload guard). */
export const RELOAD_GUARD_MS = 60_000;
export const RELOAD_GUARD_STORAGE_KEY = 'rdv:chunk-reload-at';

interface GuardDeps {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
}

const browserDeps = (): GuardDeps => ({
  now: () => Date.now(),
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
});

/** Reloads unless a reload for a failed chunk already happened within the last minute. */
export function reloadForFailedChunk(deps: GuardDeps = browserDeps()): boolean {
  const last = Number(deps.storage.getItem(RELOAD_GUARD_STORAGE_KEY) ?? 0);
  const now = deps.now();
  if (now - last < RELOAD_GUARD_MS) return false;
  deps.storage.setItem(RELOAD_GUARD_STORAGE_KEY, String(now));
  deps.reload();
  return true;
}

/** webpack's ChunkLoadError, or a CSS chunk that failed the same way after a release. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}
