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

/**
 * A chunk that failed to load reloads the page (guarded, above) only if its file is gone: the page's
 * release was replaced, and a reload gets the new one. A file that is still served failed for another
 * reason, above all its Subresource Integrity (ADR 0017 §6: a changed file is refused, and a reload would
 * fetch the same refused bytes again), so the area's fallback stays, with its retry. The failed file's
 * address is webpack's `request` on its ChunkLoadError; one without it reloads as before.
 */
export async function reloadIfChunkVanished(
  error: unknown,
  deps: GuardDeps & { fileServed: (url: string) => Promise<boolean> } = { ...browserDeps(), fileServed: fileStillServed },
): Promise<boolean> {
  if (!isChunkLoadError(error)) return false;
  const url = (error as { request?: unknown }).request;
  if (typeof url === 'string' && (await deps.fileServed(url))) return false;
  return reloadForFailedChunk(deps);
}

/** Whether the file answers at all (a HEAD, past the browser's cache): a network failure counts as gone. */
async function fileStillServed(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}
