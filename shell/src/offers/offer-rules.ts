import { TIME_BONUS_DISMISSED_KEY, TIME_BONUS_POPUP_DELAY_MS, WELCOME_DISCOUNT_WINDOW_S, type User } from '@rendezvous/contracts';
import { readDismissedAt } from '../platform/dismissals';

/**
 * The welcome time bonus exists only for a logged-in, non-paid member whose signup was under
 * 14400 s ago (spec 4). The shell decides this from the user object, so nobody else costs a request;
 * payments has the last word (GET /api/discountcode.php?welcome=true inside the widgets).
 */
export function welcomeBonusVisible(user: User | null, now: number = Date.now()): boolean {
  if (!user || user.paid_user) return false;
  const signedUp = Date.parse(user.signup_date);
  return !Number.isNaN(signedUp) && now - signedUp < WELCOME_DISCOUNT_WINDOW_S * 1000;
}

/** The time bonus modal (spec 4): logged in, 0 credits, the bonus visible, and not dismissed before. */
export function timeBonusMayOpen(user: User | null, now: number = Date.now(), storage?: Storage): boolean {
  return user !== null && welcomeBonusVisible(user, now) && user.credits === 0 && readDismissedAt(TIME_BONUS_DISMISSED_KEY, storage) === null;
}

export { TIME_BONUS_POPUP_DELAY_MS };
