import { sessionStore } from '@rendezvous/session-store';
import type { User } from '@rendezvous/contracts';
import { startPageHiddenBeacon } from './page-hidden-beacon';

function hide(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the page-hidden beacon', () => {
  const sendBeacon = jest.fn(() => true);
  const nav = { sendBeacon } as unknown as Navigator;
  afterEach(() => {
    sendBeacon.mockClear();
    sessionStore.getState().clearSession();
  });

  it("sends an empty JSON beacon to /api/page-hidden.php when a logged-in member's page goes out of sight", () => {
    sessionStore.getState().setUser({ id: 7 } as User);
    const stop = startPageHiddenBeacon(sessionStore, document, nav);
    hide(true);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/page-hidden.php');
    expect(blob.type).toBe('application/json');
    expect(blob.size).toBe('{}'.length);
    hide(false);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    stop();
    hide(true);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for a visitor who is not logged in', () => {
    const stop = startPageHiddenBeacon(sessionStore, document, nav);
    hide(true);
    expect(sendBeacon).not.toHaveBeenCalled();
    stop();
  });
});
