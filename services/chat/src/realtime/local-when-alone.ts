/** A broadcast's options as socket.io's adapters take them: the rooms, the exceptions and flags such as `local`. */
interface BroadcastOptions {
  flags?: { local?: boolean };
}

/** What this needs of socket.io's cluster adapters (the Postgres one): broadcast, and the other instances they heard from. */
interface ClusterAdapterLike {
  broadcast(packet: unknown, options: BroadcastOptions): unknown;
  /** other instances by id, with when each was last heard (heartbeats every 5 s, forgotten after 10 s of silence) */
  nodesMap?: Map<string, number>;
}

/**
 * The Postgres adapter's factory, changed in one way (issue 34): a broadcast while no other chat instance is
 * known is delivered here only. socket.io's cluster adapter sends every broadcast as a NOTIFY and holds the
 * local delivery until that round trip is done, although, alone, nobody listens: one statement per event and
 * its latency, for nothing. Another instance announces itself when its adapter starts, before it takes
 * sockets, and is known from then on; events sent while no other was known are lost to it anyway
 * (docs/adr/0010), as they were while the listening connection was down.
 */
export function localWhenAlone<N, A extends object>(factory: (namespace: N) => A): (namespace: N) => A {
  // A function, not an arrow: socket.io calls the factory with `new`, and a function returning an object gives that object.
  return function adapterFor(namespace: N): A {
    const created = factory(namespace);
    const adapter = created as unknown as ClusterAdapterLike;
    const broadcast = adapter.broadcast.bind(adapter);
    adapter.broadcast = (packet, options) => {
      const alone = adapter.nodesMap !== undefined && adapter.nodesMap.size === 0;
      return broadcast(packet, alone && !options.flags?.local ? { ...options, flags: { ...options.flags, local: true } } : options);
    };
    return created;
  };
}
