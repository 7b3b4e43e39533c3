/** Minimum member age when the site settings do not name one. */
export const DEFAULT_MIN_AGE = 18;
/** Where a new member goes next: the signup steps (spec section 2). */
export const AFTER_SIGNUP_PATH = '/complete-signup';
