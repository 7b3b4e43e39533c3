import { PresenceElsewhere, SILENT_INSTANCE_MS } from './presence-elsewhere';

/** The bookkeeping on a clock the test moves. */
function presenceAt(start = 1_000_000) {
  let now = start;
  const presence = new PresenceElsewhere(() => now);
  return { presence, pass: (ms: number) => (now += ms) };
}

describe('PresenceElsewhere', () => {
  it('counts a member another instance announced, until their last socket there closes', () => {
    const { presence } = presenceAt();
    expect(presence.isPresent(7)).toBe(false);
    presence.arrived(7, 'b');
    expect(presence.isPresent(7)).toBe(true);
    presence.left(7);
    expect(presence.isPresent(7)).toBe(false);
  });

  it('stops counting the members of an instance that fell silent, and counts them again while it speaks', () => {
    const { presence, pass } = presenceAt();
    presence.arrived(7, 'b');
    presence.arrived(8, 'c');
    pass(SILENT_INSTANCE_MS - 1_000);
    presence.heardFrom('b');
    pass(2_000);
    expect(presence.isPresent(7)).toBe(true);
    // c died without a goodbye: its member is asked about again (isConnected), not taken for present.
    expect(presence.isPresent(8)).toBe(false);
  });

  it('keeps an answer naming the instance, not one that came after the member left', () => {
    const { presence } = presenceAt();
    const first = presence.asking();
    expect(presence.answered(7, first, [null, 'b'])).toBe(true);
    expect(presence.isPresent(7)).toBe(true);

    presence.left(7);
    const second = presence.asking();
    // Their socket on b closed while the question was on its way: the "yes" answers this message only.
    presence.left(7);
    expect(presence.answered(7, second, ['b'])).toBe(true);
    expect(presence.isPresent(7)).toBe(false);
  });

  it('answers no when no instance has the member, and takes an earlier release’s true without keeping it', () => {
    const { presence } = presenceAt();
    expect(presence.answered(7, presence.asking(), [null, false])).toBe(false);
    expect(presence.answered(7, presence.asking(), [true])).toBe(true);
    expect(presence.isPresent(7)).toBe(false);
  });
});
