import { createRateCounter } from './rate-limit';

describe('createRateCounter (in memory)', () => {
  it('lets exactly the limit through a concurrent burst, per key', async () => {
    const counter = createRateCounter({ name: 'spec-burst', limit: 3 });
    const taken = await Promise.all(Array.from({ length: 10 }, () => counter.take('a')));
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect(await counter.take('b')).toBe(true);
  });

  it('counts a use given back as never made', async () => {
    const counter = createRateCounter({ name: 'spec-give-back', limit: 2 });
    for (let i = 0; i < 5; i += 1) {
      expect(await counter.take('a')).toBe(true);
      await counter.giveBack('a');
    }
    expect([await counter.take('a'), await counter.take('a'), await counter.take('a')]).toEqual([true, true, false]);
  });

  it('starts afresh when the window ends', async () => {
    const counter = createRateCounter({ name: 'spec-window', limit: 1, windowMs: 200 });
    expect([await counter.take('a'), await counter.take('a')]).toEqual([true, false]);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await counter.take('a')).toBe(true);
  });
});
