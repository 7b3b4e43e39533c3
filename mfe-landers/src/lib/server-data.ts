import type { LanderData } from './lander-data';

/**
 * What the server render of a lander fetched, handed to the browser's first render so hydration shows
 * the same page without asking again (createRemoteLifecycles onServerState). The landers keep TanStack
 * Query off the first visit (about 11 KB of the 110 KB goal for `/`, issue 13): one read, one value,
 * no cache to manage; a later visit in the same page fetches (useLanderData).
 */
export interface LanderServerState {
  /** the path the server rendered: the data belongs to that screen only */
  path: string;
  data: LanderData;
}

let serverState: LanderServerState | null = null;

export function receiveServerData(state: unknown): void {
  if (state && typeof state === 'object' && 'path' in state && 'data' in state) serverState = state as LanderServerState;
}

/** The server's data for a path, once: the first render takes it, later mounts ask the API. */
export function takeServerData(path: string): LanderData | undefined {
  if (serverState?.path !== path) return undefined;
  const { data } = serverState;
  serverState = null;
  return data;
}
