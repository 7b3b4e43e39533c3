import type { Namespace } from 'socket.io';

/**
 * Sockets one member may hold on one chat instance: a page opens one, so this is a member with a dozen
 * tabs on a laptop plus a phone and a tablet, with room to spare. Above it each socket costs memory and
 * a share of every broadcast to the member's room for nothing a person could see.
 */
export const MAX_SOCKETS_PER_MEMBER = 20;

/**
 * Keeps a member's room within MAX_SOCKETS_PER_MEMBER after a socket joined, by disconnecting the
 * member's oldest sockets rather than refusing the new one: the newest socket is the page the member
 * just opened or reloaded, the oldest is the tab least likely in front. A socket the server
 * disconnects is not reconnected by socket.io's client ("io server disconnect"), so that tab does not
 * push another one out in turn: the shell marks realtime 'down' and its screens poll (shell
 * realtime/chat-connection.ts) until it is reloaded.
 *
 * Counted per instance, from the adapter's local rooms (no round trip to the other instances on every
 * connection): with several chat instances a member holds at most this many on each.
 */
export function keepWithinSocketCap(namespace: Namespace, room: string, cap = MAX_SOCKETS_PER_MEMBER): number {
  const ids = namespace.adapter.rooms.get(room);
  if (!ids || ids.size <= cap) return 0;
  // A Set keeps insertion order: the first ids joined first.
  const oldest = [...ids].slice(0, ids.size - cap);
  for (const id of oldest) namespace.sockets.get(id)?.disconnect(true);
  return oldest.length;
}
