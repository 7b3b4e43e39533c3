import { sessionStore } from '@rendezvous/session-store';
import { buildUser, resetSession } from '@rendezvous/session-store/testing';
import { POLLING_INTERVAL_MS, POLLING_INTERVAL_WITH_PUSH_MS, POLLING_START_DELAY_MS, startMemberPolling } from './member-polling';

let stop: () => void = () => undefined;
const refresh = jest.fn(async () => sessionStore.getState().user);
const refreshBadges = jest.fn(async () => undefined);

beforeEach(() => {
  jest.useFakeTimers();
  refresh.mockClear();
  refreshBadges.mockClear();
  sessionStore.setState({ refresh, refreshBadges });
});
afterEach(() => {
  stop();
  resetSession();
  jest.useRealTimers();
});

/** Lets the poll's awaited promises settle between timer steps. */
async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('polling while logged in', () => {
  it('starts 5 s after load and then refreshes user, chats and likes every 60 s', async () => {
    sessionStore.setState({ user: buildUser() });
    stop = startMemberPolling({ store: sessionStore, isPushSubscribed: async () => false });
    refreshBadges.mockClear(); // the counters of a member known at load come at once
    await advance(POLLING_START_DELAY_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refreshBadges).toHaveBeenCalledTimes(1);
    await advance(POLLING_INTERVAL_MS - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(refreshBadges).toHaveBeenCalledTimes(2);
  });

  it('slows down to every 300 s when push is subscribed', async () => {
    sessionStore.setState({ user: buildUser() });
    stop = startMemberPolling({ store: sessionStore, isPushSubscribed: async () => true });
    await advance(POLLING_START_DELAY_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(POLLING_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(POLLING_INTERVAL_WITH_PUSH_MS - POLLING_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for a visitor', async () => {
    stop = startMemberPolling({ store: sessionStore, isPushSubscribed: async () => false });
    await advance(POLLING_START_DELAY_MS + 3 * POLLING_INTERVAL_MS);
    expect(refresh).not.toHaveBeenCalled();
    expect(refreshBadges).not.toHaveBeenCalled();
  });

  it('loads the counters as soon as a member logs in', async () => {
    stop = startMemberPolling({ store: sessionStore, isPushSubscribed: async () => false });
    sessionStore.setState({ user: buildUser() });
    expect(refreshBadges).toHaveBeenCalledTimes(1);
  });

  it('keeps its schedule when a refresh fails', async () => {
    sessionStore.setState({ user: buildUser() });
    refresh.mockRejectedValueOnce(new Error('offline'));
    stop = startMemberPolling({ store: sessionStore, isPushSubscribed: async () => false });
    await advance(POLLING_START_DELAY_MS + POLLING_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('stops when told to', async () => {
    sessionStore.setState({ user: buildUser() });
    stop = startMemberPolling({ store: sessionStore, isPushSubscribed: async () => false });
    stop();
    await advance(POLLING_START_DELAY_MS + POLLING_INTERVAL_MS);
    expect(refresh).not.toHaveBeenCalled();
  });
});

it('uses the spec constants', () => {
  expect([POLLING_START_DELAY_MS, POLLING_INTERVAL_MS, POLLING_INTERVAL_WITH_PUSH_MS]).toEqual([5_000, 60_000, 300_000]);
});
