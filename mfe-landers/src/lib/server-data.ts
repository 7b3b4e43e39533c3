import type { TeaserMember } from '@rendezvous/contracts';

/**
 * What the server render of a lander used, handed to the browser's first render so hydration shows
 * the same members without asking again (createRemoteLifecycles onServerState). The landers keep
 * TanStack Query off the first visit (about 11 KB of the 110 KB goal for `/`, issue 13): one read,
 * one value, no cache to manage; a later visit in the same page fetches it (member-strip.tsx).
 */
export interface LanderServerData {
  teaser?: TeaserMember[];
}

let serverData: LanderServerData = {};

export function receiveServerData(state: unknown): void {
  if (state && typeof state === 'object') serverData = state as LanderServerData;
}

/** The server's teaser, once: the first render takes it, later mounts ask the API. */
export function takeServerTeaser(): TeaserMember[] | undefined {
  const teaser = serverData.teaser;
  serverData = { ...serverData, teaser: undefined };
  return teaser;
}
