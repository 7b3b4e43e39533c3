import { localWhenAlone } from './local-when-alone';

/** A stand-in for the Postgres adapter: what it was asked to broadcast, and the instances it knows. */
function fakeAdapter(otherInstances: string[]) {
  const sent: Array<{ flags?: { local?: boolean } }> = [];
  return {
    nodesMap: new Map(otherInstances.map((id) => [id, Date.now()])),
    sent,
    broadcast(_packet: unknown, options: { flags?: { local?: boolean } }) {
      sent.push(options);
    },
  };
}

describe('localWhenAlone', () => {
  it('delivers here only while no other chat instance is known: no NOTIFY for nobody', () => {
    const adapter = localWhenAlone(() => fakeAdapter([]))('/');
    adapter.broadcast('packet', { flags: {} });
    expect(adapter.sent).toEqual([{ flags: { local: true } }]);
  });

  it('broadcasts to every instance as before once another one is known', () => {
    const alone = fakeAdapter([]);
    const adapter = localWhenAlone(() => alone)('/');
    alone.nodesMap.set('other-instance', Date.now());
    adapter.broadcast('packet', { flags: {} });
    expect(adapter.sent).toEqual([{ flags: {} }]);
  });

  it('leaves an adapter without cluster state alone', () => {
    const plain = {
      sent: [] as unknown[],
      broadcast(_packet: unknown, options: unknown) {
        this.sent.push(options);
      },
    };
    const adapter = localWhenAlone(() => plain)('/');
    adapter.broadcast('packet', { flags: {} });
    expect(adapter.sent).toEqual([{ flags: {} }]);
  });
});

describe('localWhenAlone, as socket.io calls it', () => {
  it('can be called with `new`, as socket.io calls adapter factories', () => {
    const Factory = localWhenAlone(() => fakeAdapter([])) as unknown as new (namespace: string) => ReturnType<typeof fakeAdapter>;
    const adapter = new Factory('/');
    adapter.broadcast('packet', { flags: {} });
    expect(adapter.sent).toEqual([{ flags: { local: true } }]);
  });
});
