import type { ContactCheck } from '@rendezvous/contracts/internal';
import type { ChatRealtime } from '../realtime/chat-realtime';
import { PairCache } from './pair-cache';

const contact: ContactCheck = {
  exists: true,
  blockedByRecipient: false,
  blockedBySender: false,
  protectedRecipient: false,
  recipientLikedSender: false,
  recipientName: 'Bob',
  senderPremium: true,
  senderName: 'Alice',
};

/** The cache with the instance-to-instance side recorded: what other instances were asked to forget, and the handler they would run. */
function cacheWithPeers() {
  const asked: number[][] = [];
  let fromPeer: (memberIds: number[]) => void = () => undefined;
  const realtime = {
    onForgetPairs: (forget: (memberIds: number[]) => void) => (fromPeer = forget),
    askOthersToForgetPairs: async (memberIds: readonly number[]) => void asked.push([...memberIds]),
  } as unknown as ChatRealtime;
  return { cache: new PairCache(realtime), asked, forgetFromPeer: (ids: number[]) => fromPeer(ids) };
}

describe('PairCache', () => {
  it('keeps a pair in one direction only', () => {
    const { cache } = cacheWithPeers();
    cache.fill(1, 2, { conversationId: 10, contact }, cache.epoch());
    expect(cache.get(1, 2)).toEqual(expect.objectContaining({ conversationId: 10, contact }));
    expect(cache.get(2, 1)).toBeUndefined();
  });

  it('forgets every pair of a member, whichever side they are on, and keeps the others', () => {
    const { cache } = cacheWithPeers();
    cache.fill(1, 2, { conversationId: 10, contact }, cache.epoch());
    cache.fill(3, 1, { conversationId: 11, contact }, cache.epoch());
    cache.fill(3, 4, { conversationId: 12, contact }, cache.epoch());
    cache.forget([1]);
    expect(cache.get(1, 2)).toBeUndefined();
    expect(cache.get(3, 1)).toBeUndefined();
    expect(cache.get(3, 4)?.conversationId).toBe(12);
    expect(cache.size).toBe(1);
  });

  it('drops a fill that read the facts before a forget came', () => {
    const { cache } = cacheWithPeers();
    const before = cache.epoch();
    cache.forget([7]);
    cache.fill(1, 2, { conversationId: 10, contact }, before);
    expect(cache.get(1, 2)).toBeUndefined();
    cache.fill(1, 2, { conversationId: 10, contact }, cache.epoch());
    expect(cache.get(1, 2)).toBeDefined();
  });

  it('forgets here and asks the other instances; a forget another instance asks for runs here', async () => {
    const { cache, asked, forgetFromPeer } = cacheWithPeers();
    cache.fill(1, 2, { conversationId: 10, contact }, cache.epoch());
    cache.fill(5, 6, { conversationId: 11, contact }, cache.epoch());
    await cache.forgetEverywhere([2]);
    expect(cache.get(1, 2)).toBeUndefined();
    expect(asked).toEqual([[2]]);
    forgetFromPeer([6]);
    expect(cache.get(5, 6)).toBeUndefined();
  });
});
