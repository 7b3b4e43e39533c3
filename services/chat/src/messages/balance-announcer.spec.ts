import type { ChatPeers } from '../peers/chat-peers';
import { BalanceAnnouncer } from './balance-announcer';

function announcerWith(usersChanged: (ids: number[]) => Promise<void>) {
  const calls: number[][] = [];
  const peers = {
    usersChanged: (ids: number[]) => {
      calls.push(ids);
      return usersChanged(ids);
    },
  } as unknown as ChatPeers;
  return { announcer: new BalanceAnnouncer(peers), calls };
}

describe('BalanceAnnouncer', () => {
  it('tells the gateway of the members changed within about 20 ms in one call, and answers each once it was told', async () => {
    let told = false;
    const { announcer, calls } = announcerWith(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      told = true;
    });
    const answers = [announcer.changed(1), announcer.changed(2), announcer.changed(1)];
    expect(calls).toEqual([]);
    await Promise.all(answers);
    expect(told).toBe(true);
    expect(calls).toEqual([[1, 2]]);
    // A later change starts a new round.
    await announcer.changed(3);
    expect(calls).toEqual([[1, 2], [3]]);
  });

  it('names at most 1,000 members per call', async () => {
    const { announcer, calls } = announcerWith(async () => undefined);
    await Promise.all(Array.from({ length: 2_500 }, (_, i) => announcer.changed(i + 1)));
    expect(calls.map((ids) => ids.length)).toEqual([1_000, 1_000, 500]);
  });

  it('answers even when the gateway cannot be told (the message is stored and charged either way)', async () => {
    const { announcer, calls } = announcerWith(async () => {
      throw new Error('gateway unreachable');
    });
    await expect(announcer.changed(7)).resolves.toBeUndefined();
    expect(calls).toEqual([[7]]);
  });
});
