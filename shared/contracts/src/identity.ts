import type { z } from 'zod';
import { SUPPORTED_LOCALES } from './locales';
import type { notificationSettingsSchema, userSchema } from './routes/identity';
import type { userProfileSchema } from './routes/members';
import type { SignupStep } from './identity-values';

export { isEmailAddress } from './identity-email';
/**
 * The identity calls: the spec's own (user.php, logout.php) at their exact paths, the rest under
 * /api/account/ (the gateway's convention for calls the spec does not show).
 * Every write needs the header `X-Request-Type: client` (CSRF defence with SameSite=Lax cookies).
 */

export const AUTH_COOKIE = 'rdv_session';
/** Auth cookie lifetime (spec section 9). */
export const AUTH_COOKIE_MAX_AGE_DAYS = 30;
export const LOCALE_COOKIE = 'locale';
/** Locale cookie lifetime (spec section 9). */
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
/** Account deletion can be undone for this long (spec sections 4 and 9). */
export const REACTIVATION_WINDOW_DAYS = 14;
/**
 * The query /activate/done gets for an activation link opened again once the account is active (a
 * second click, or a mail scanner that opened it first): the account is fine, the member just logs in.
 */
export const ACTIVATION_ALREADY_ACTIVE_QUERY = 'already_active';
/** Failed logins in a row that block an account, and for how long. */
export const LOGIN_FAILURES_BEFORE_LOCK = 5;
export const LOGIN_LOCK_MINUTES = 15;
/** Password reset e-mails per account per day before 'Too many password reset emails sent...'. */
export const PASSWORD_RESET_MAILS_PER_DAY = 3;
export * from './identity-values';

/** A member's profile object as members answers it (routes/members.ts's schema); the user object carries the member's own. */
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The spec's user object (section 3), as GET /api/user.php returns it: routes/identity.ts's schema. */
export type User = z.infer<typeof userSchema>;

/** Spec wording (sections 5 and 8) for identity errors, with their stable codes. */
export const IDENTITY_ERRORS = {
  loginFailed: { code: 'AUTH.LOGIN_FAILED', message: 'Login failed, please try again' },
  /** the right password of an account deleted less than REACTIVATION_WINDOW_DAYS ago: only its owner learns this */
  accountDeleted: {
    code: 'AUTH.ACCOUNT_DELETED',
    message: 'This account has been deleted. You can restore it within 14 days of the deletion with the link we have just sent to your e-mail address.',
  },
  accountBlocked: { code: 'AUTH.ACCOUNT_BLOCKED', message: 'Too many incorrect attempts, account blocked for {minutes} min.' },
  invalidEmail: { code: 'SIGNUP.INVALID_EMAIL', message: 'Invalid email' },
  usernameIsEmail: { code: 'SIGNUP.USERNAME_IS_EMAIL', message: 'Username may not be the same as your e-mail address' },
  usernameStartsWithAt: { code: 'SIGNUP.USERNAME_STARTS_WITH_AT', message: 'Username may not start with @' },
  dateOfBirthRequired: { code: 'SIGNUP.DATE_OF_BIRTH_REQUIRED', message: 'Enter your date of birth ({min_age}+)' },
  dateOfBirthInvalid: { code: 'SIGNUP.DATE_OF_BIRTH_INVALID', message: 'Invalid date of birth.' },
  emailTaken: { code: 'ACCOUNT.EMAIL_TAKEN', message: 'This email address already owns an account on this website.' },
  newEmailInvalid: { code: 'ACCOUNT.NEW_EMAIL_INVALID', message: 'New email adress is invalid.' },
  passwordsDiffer: { code: 'ACCOUNT.PASSWORDS_DIFFER', message: 'The entered passwords are not the same.' },
  oldPasswordWrong: { code: 'ACCOUNT.OLD_PASSWORD_WRONG', message: 'Please check your old password.' },
  emailNotFound: { code: 'ACCOUNT.EMAIL_NOT_FOUND', message: 'E-mail address not found' },
  tooManyResetMails: { code: 'ACCOUNT.TOO_MANY_RESET_MAILS', message: 'Too many password reset emails sent, please try again tomorrow.' },
  linkInvalid: { code: 'ACCOUNT.LINK_INVALID', message: 'Link expired or invalid, request a new email' },
  signupsClosed: { code: 'SIGNUP.TRAFFICSOURCE_REQUIRED', message: 'Signing up is possible only through one of our partner sites.' },
  passwordTooShort: { code: 'ACCOUNT.PASSWORD_TOO_SHORT', message: 'Your password needs at least 8 characters.' },
} as const;

/** Request bodies: identity-requests.ts (schemas, with their types). GET and PUT /api/account/notifications answer this. */
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * Paths. Signup steps: PUT /api/account/signup/steps/{step} with the step's data (message:
 * { signup_message }, personal_info: { gender, sexuality, country, region, city }, about_me:
 * { about_me }, photo and push: {} to record that the member went past them);
 * POST /api/account/signup/complete sends the activation mail (activation comes last).
 * The activation link is GET /api/account/activate?token=..., answered with a redirect to
 * /activate/done or /activate/error.
 */
export const IDENTITY_PATHS = {
  user: '/api/user.php',
  logout: '/api/logout.php',
  signup: '/api/account/signup',
  signupStep: (step: SignupStep) => `/api/account/signup/steps/${step}`,
  signupComplete: '/api/account/signup/complete',
  resendActivation: '/api/account/activation-mail',
  activate: '/api/account/activate',
  /** POST ?token=…: a notification mail's one-click unsubscribe (RFC 8058), no login */
  unsubscribe: '/api/account/unsubscribe',
  passwordReset: '/api/account/password-reset',
  passwordResetConfirm: '/api/account/password-reset/confirm',
  passwordChange: '/api/account/password',
  emailChange: '/api/account/email',
  emailChangeConfirm: '/api/account/email/confirm',
  deleteAccount: '/api/account',
  reactivate: '/api/account/reactivate',
  notifications: '/api/account/notifications',
  disableNotifications: '/api/account/notifications/disable',
  /** spec 7: a beacon when the page becomes hidden (no client header: beacons cannot send one) */
  pageHidden: '/api/page-hidden.php',
} as const;

/** The product's locales (spec section 1), for services that check a language or locale cookie. */
export const SUPPORTED_LANGUAGES: readonly string[] = SUPPORTED_LOCALES;

/** Since when a session counts as a fresh login: deleting the account without the password needs one this recent. */
export const RECENT_LOGIN_MINUTES = 5;
/** Activation e-mails per account per day (the first one included). */
export const ACTIVATION_MAILS_PER_DAY = 5;
export const TOO_MANY_ACTIVATION_MAILS = {
  code: 'ACCOUNT.TOO_MANY_ACTIVATION_MAILS',
  message: 'Too many activation emails sent, please try again tomorrow.',
} as const;
export const PASSWORD_NEEDED_TO_DELETE = { code: 'ACCOUNT.PASSWORD_REQUIRED', message: 'Enter your password to delete your account.' } as const;

/**
 * The calls that guess a secret or send mail: login, signup, password reset and its confirmation, the
 * activation mail, password and e-mail change, account deletion. They share one tight rate limit, at
 * the gateway and again inside identity. Decided on the exact path (routing is strict and
 * case-sensitive everywhere, so "/api/account/SIGNUP" or a trailing slash is no route at all) and on
 * an unrepeated `push` parameter (a repeated one is refused before this is asked).
 */
export function isAuthAttempt(method: string, path: string, push: unknown): boolean {
  if (method === 'DELETE') return path === IDENTITY_PATHS.deleteAccount;
  if (method !== 'POST') return false;
  if (path === IDENTITY_PATHS.user) return push !== '1';
  return AUTH_ATTEMPT_POSTS.has(path);
}

const AUTH_ATTEMPT_POSTS: ReadonlySet<string> = new Set([
  IDENTITY_PATHS.signup,
  IDENTITY_PATHS.passwordReset,
  IDENTITY_PATHS.passwordResetConfirm,
  IDENTITY_PATHS.resendActivation,
  IDENTITY_PATHS.passwordChange,
  IDENTITY_PATHS.emailChange,
  // The complaints form (site service): each post stores a complaint and may queue a member's confirmation mail.
  '/api/complaints.php',
]);

/**
 * The page the gateway composes for a member carries their GET /api/user.php answer, when the gateway
 * keeps it, as `<script id="rdv-user" type="application/json">`: the shell starts with it instead of asking.
 */
export const INLINED_USER_ELEMENT_ID = 'rdv-user';
/**
 * The <meta name> the gateway puts in a page requested without any session cookie: the shell then knows
 * the visitor is logged out without asking GET /api/user.php, whose 403 the browser would log as a
 * console error on every visitor's page (issue 31). A page with a cookie asks as before.
 */
export const NO_SESSION_META_NAME = 'rdv-no-session';
