import { TIME_BONUS_DISMISSED_KEY } from '@rendezvous/contracts';
import { sessionStore } from '@rendezvous/session-store';
import { buildUser, resetSession } from '@rendezvous/session-store/testing';
import { act, render, screen } from '@testing-library/react';
import { timeBonusMayOpen, welcomeBonusVisible } from './offer-rules';
import { TimeBonusSlot, WelcomeDiscountBannerSlot } from './offers';

// The widgets themselves belong to mfe-payments; here only whether and when the shell mounts them.
jest.mock('@rendezvous/remote-kit', () => ({
  ...jest.requireActual('@rendezvous/remote-kit'),
  RemoteWidget: ({ widget }: { widget: string }) => <div data-testid="widget">{widget}</div>,
}));

/** A navigation as single-spa reports it (the shell follows the one browser history). */
function goTo(path: string): void {
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const signedUpAgo = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('the welcome bonus rules', () => {
  it('hold for a free member under 14400 s after signup only', () => {
    expect(welcomeBonusVisible(buildUser({ signup_date: signedUpAgo(14_399) }), NOW)).toBe(true);
    expect(welcomeBonusVisible(buildUser({ signup_date: signedUpAgo(14_400) }), NOW)).toBe(false);
    expect(welcomeBonusVisible(buildUser({ signup_date: signedUpAgo(60), paid_user: true }), NOW)).toBe(false);
    expect(welcomeBonusVisible(null, NOW)).toBe(false);
  });

  it('let the time bonus open only with 0 credits and no dismissal', () => {
    const storage = window.localStorage;
    storage.clear();
    expect(timeBonusMayOpen(buildUser({ signup_date: signedUpAgo(60), credits: 0 }), NOW, storage)).toBe(true);
    expect(timeBonusMayOpen(buildUser({ signup_date: signedUpAgo(60), credits: 5 }), NOW, storage)).toBe(false);
    storage.setItem(TIME_BONUS_DISMISSED_KEY, new Date(NOW).toISOString());
    expect(timeBonusMayOpen(buildUser({ signup_date: signedUpAgo(60), credits: 0 }), NOW, storage)).toBe(false);
    storage.clear();
  });
});

describe('the shell’s offer slots', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers();
    act(() => {
      resetSession();
      sessionStore.getState().setUser(buildUser({ signup_date: new Date(Date.now() - 60_000).toISOString(), credits: 0 }));
    });
  });
  afterEach(() => jest.useRealTimers());

  it('mounts the banner for a new free member and takes it away on logout', () => {
    render(<WelcomeDiscountBannerSlot />);
    expect(screen.getByTestId('widget')).toHaveTextContent('WelcomeDiscountBanner');
    act(() => sessionStore.getState().clearSession());
    expect(screen.queryByTestId('widget')).not.toBeInTheDocument();
  });

  it('opens the time bonus 40 s into the members area, not before and not elsewhere', () => {
    goTo('/credits');
    render(<TimeBonusSlot />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByTestId('widget')).not.toBeInTheDocument();

    act(() => goTo('/members'));
    act(() => jest.advanceTimersByTime(39_000));
    expect(screen.queryByTestId('widget')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByTestId('widget')).toHaveTextContent('TimeBonusModal');
  });
});
