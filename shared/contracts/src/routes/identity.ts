import { z } from 'zod';
import { NOTIFICATION_DISABLE_REASONS, SIGNUP_STEPS, USER_STATUSES, type NotificationDisableReason } from '../identity-values';
import { isEmailAddress } from '../identity-email';
import {
  emailChangeRequestSchema,
  loginRequestSchema,
  notificationPreferencesSchema,
  passwordChangeRequestSchema,
  passwordResetConfirmRequestSchema,
  passwordResetRequestSchema,
  signupRequestSchema,
  tokenRequestSchema,
  trackingDataSchema,
} from '../identity-requests';
import { GENDERS, SEXUALITIES } from '../profile-values';
import { SUPPORTED_COUNTRIES } from '../site-values';
import { nestedObject, nestedString, onStrings, strictBody, wholeNumber, worded } from './request-bodies';
import { ANSWERS, route } from './route';

/**
 * Identity's public routes (services/identity): the user object, login and logout, signup and its
 * steps, activation, password and e-mail changes, deletion and reactivation, notification settings
 * and the operator's account lookup. identity validates its bodies with these schemas (nest-kit's ZodBody);
 * the bodies the remotes' forms also send are built on the forms' own schemas (identity-requests.ts).
 */

const disableReason = z.enum(NOTIFICATION_DISABLE_REASONS);

/**
 * The member's profile as the gateway puts it into the user object (members' facts, members' UserProfile;
 * more may come).
 * Gender and sexuality are unions with null: OpenAPI 3.0 leaves null out of a nullable enum.
 */
const userObjectProfileSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  country: z.string().nullable(),
  status: z.string(),
  gender: z.union([z.enum(GENDERS), z.null()]),
  /**
   * The member's own sexuality, in the user object only (never in another member's profile object):
   * the defaults of search, swipe game, match finder and first matches follow it (contracts orientation.ts).
   */
  sexuality: z.union([z.enum(SEXUALITIES), z.null()]).optional(),
  age: z.number().nullable(),
  main_image: z.object({ filename: z.string(), thumb_filename: z.string(), status: z.string(), match: z.string() }).nullable(),
});

/** The spec's user object (section 3): identity's part, with credits, paid_user and profile as the gateway fills them in. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  credits: z.number(),
  paid_user: z.boolean(),
  signup_date: z.string(),
  notifications_disabled: z.array(disableReason),
  language: z.string(),
  fictional_icon: z.string(),
  /** next signup step to show, or null once signup is complete (a union with null, as gender) */
  signup_step: z.union([z.enum(SIGNUP_STEPS), z.null()]),
  profile: userObjectProfileSchema.nullable(),
});

export const notificationSettingsSchema = z.object({
  notifications_disabled: z.array(disableReason),
  preferences: notificationPreferencesSchema,
});

const trackingSchema = z.object({
  network: z.string().max(100).optional(),
  ref: z.string().max(100).optional(),
  sub1: z.string().max(100).optional(),
  sub2: z.string().max(100).optional(),
  sub3: z.string().max(100).optional(),
});

/** What an operator sees of an account: where it came from, not what is private. */
export const accountSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.string(),
  signup_date: z.string(),
  /** the lander's tracking query (spec 3: network, ref, sub1, sub2, sub3), or null */
  tracking: z.looseObject(trackingSchema.shape).nullable(),
});

/** The member of a member lander (@IsInt, @Min(1), @Max(Number.MAX_SAFE_INTEGER)). */
const landerMemberId = wholeNumber('lander_member_id', 1, Number.MAX_SAFE_INTEGER);

/** An operator's bounce or spam report names the address: class-validator's default isEmail (letters beyond ASCII allowed before the @). */
const reportedEmail = worded<string>({ type: 'string', format: 'email' }, (value) =>
  typeof value === 'string' && isEmailAddress(value, { utf8LocalPart: true }) ? [] : ['email must be an email'],
);

const disableReasonBody = worded<NotificationDisableReason>({ type: 'string', enum: [...NOTIFICATION_DISABLE_REASONS] }, (value) =>
  (NOTIFICATION_DISABLE_REASONS as readonly unknown[]).includes(value)
    ? []
    : [`reason must be one of the following values: ${NOTIFICATION_DISABLE_REASONS.join(', ')}`],
);

const loginBody = strictBody(loginRequestSchema, { email: 254, password: 200 });
const pushBody = z.strictObject({
  subscription: nestedObject(
    'subscription',
    z.strictObject({
      endpoint: nestedString('endpoint', 1000),
      /** any value, as the DTO took it: browsers send a number or null, and identity does not keep it */
      expirationTime: z.unknown().optional(),
      keys: nestedObject('keys', z.strictObject({ p256dh: nestedString('p256dh', 200), auth: nestedString('auth', 200) })),
    }),
  ),
});
const trackingBody = strictBody(trackingDataSchema, { network: 100, ref: 100, sub1: 100, sub2: 100, sub3: 100 }, { nested: true });
const signupBody = strictBody(
  signupRequestSchema,
  { email: 254, password: 200, name: 40, date_of_birth: 10, signup_message: 1000 },
  { fields: { lander_member_id: landerMemberId.optional(), tracking: nestedObject('tracking', trackingBody).optional() } },
);
const signupStepBody = z.strictObject({
  signup_message: z.string().max(1000).optional(),
  gender: z.enum(GENDERS).optional(),
  sexuality: z.enum(SEXUALITIES).optional(),
  /** GDPR art. 9: the explicit consent a sexuality needs (contracts CONSENT_REQUIRED_MESSAGE) */
  special_category_consent: z.literal(true, { error: 'special_category_consent must be equal to true' }).optional(),
  country: z.enum(SUPPORTED_COUNTRIES, { error: 'country must be one of the countries the site serves' }).optional(),
  region: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
  about_me: z.string().max(2000).optional(),
});
const tokenBody = strictBody(tokenRequestSchema, { token: 200 });
const tokenQuery = z.object({ token: z.string().optional() });

const loggedOut = { status: 403, code: 'authentication_required', description: 'logged out' } as const;
const sent = z.object({ sent: z.literal(true) });
const changed = z.object({ changed: z.literal(true) });

export const identityRoutes = {
  user: route({
    name: 'user',
    service: 'identity',
    method: 'GET',
    path: '/api/user.php',
    summary: 'The logged-in member (spec user object); 403 authentication_required when logged out',
    answer: userSchema,
    failure: [loggedOut],
  }),
  loginOrPush: route({
    name: 'loginOrPush',
    service: 'identity',
    method: 'POST',
    path: '/api/user.php',
    summary: 'Log in with email and password; with ?push=1 save a push subscription instead',
    query: z.object({ push: z.string().optional() }),
    body: z.union([loginBody, pushBody]),
    answer: z.union([userSchema, z.object({ subscribed: z.literal(true) })]),
    failure: [
      { status: 401, code: 'AUTH.LOGIN_FAILED' },
      { status: 403, code: 'AUTH.ACCOUNT_DELETED' },
      { status: 429, code: 'AUTH.ACCOUNT_BLOCKED' },
    ],
  }),
  saveLanguage: route({
    name: 'saveLanguage',
    service: 'identity',
    method: 'PUT',
    path: '/api/user.php',
    summary: "Save the member's language (and the locale cookie)",
    body: z.strictObject({ language: z.string().min(2, onStrings).max(5, onStrings) }),
    answer: userSchema,
    failure: [loggedOut],
  }),
  logout: route({
    name: 'logout',
    service: 'identity',
    method: 'GET',
    path: '/api/logout.php',
    summary: 'Log out (needs the X-Request-Type: client header, so a link from another site cannot log a member out)',
    answer: z.object({ logged_out: z.literal(true) }),
  }),
  pageHidden: route({
    name: 'pageHidden',
    service: 'identity',
    method: 'POST',
    path: '/api/page-hidden.php',
    summary: "Beacon: the page became hidden (empty JSON body); noted on the caller's own session",
    body: z.strictObject({}),
    answer: ANSWERS.empty('noted'),
    status: 204,
  }),
  signup: route({
    name: 'signup',
    service: 'identity',
    method: 'POST',
    path: '/api/account/signup',
    summary: 'Create an account (not confirmed) and log in; signup steps follow',
    body: signupBody,
    answer: userSchema,
    status: 201,
    failure: [{ status: 403, code: 'SIGNUP.TRAFFICSOURCE_REQUIRED' }],
  }),
  signupStep: route({
    name: 'signupStep',
    service: 'identity',
    method: 'PUT',
    path: '/api/account/signup/steps/:step',
    summary: 'Save one signup step: message, photo, personal_info, about_me, push',
    params: z.object({ step: z.string() }),
    body: signupStepBody,
    answer: userSchema,
    failure: [loggedOut, { status: 404, code: 'ROUTE.NOT_FOUND', description: 'not a signup step' }],
  }),
  completeSignup: route({
    name: 'completeSignup',
    service: 'identity',
    method: 'POST',
    path: '/api/account/signup/complete',
    summary: 'Finish the signup steps; the activation mail goes out',
    answer: userSchema,
    failure: [loggedOut, { status: 429, code: 'ACCOUNT.TOO_MANY_ACTIVATION_MAILS' }],
  }),
  resendActivation: route({
    name: 'resendActivation',
    service: 'identity',
    method: 'POST',
    path: '/api/account/activation-mail',
    summary: 'Send the activation mail again',
    answer: sent,
    failure: [loggedOut, { status: 429, code: 'ACCOUNT.TOO_MANY_ACTIVATION_MAILS' }],
  }),
  activate: route({
    name: 'activate',
    service: 'identity',
    method: 'GET',
    path: '/api/account/activate',
    summary: 'Activation link; redirects to /activate/done (with already_active=1 for a link used before of an active account) or /activate/error',
    query: tokenQuery,
    answer: ANSWERS.redirect('to /activate/done or /activate/error'),
    status: 303,
  }),
  requestPasswordReset: route({
    name: 'requestPasswordReset',
    service: 'identity',
    method: 'POST',
    path: '/api/account/password-reset',
    summary: 'Mail a password reset link',
    body: strictBody(passwordResetRequestSchema, { email: 254 }),
    answer: sent,
    failure: [{ status: 429, code: 'ACCOUNT.TOO_MANY_RESET_MAILS' }],
  }),
  confirmPasswordReset: route({
    name: 'confirmPasswordReset',
    service: 'identity',
    method: 'POST',
    path: '/api/account/password-reset/confirm',
    summary: 'Set a new password with the mailed token',
    body: strictBody(passwordResetConfirmRequestSchema, { token: 200, password: 200, password_repeat: 200 }),
    answer: changed,
  }),
  changePassword: route({
    name: 'changePassword',
    service: 'identity',
    method: 'POST',
    path: '/api/account/password',
    summary: 'Change the password',
    body: strictBody(passwordChangeRequestSchema, { old_password: 200, password: 200, password_repeat: 200 }),
    answer: changed,
    failure: [loggedOut],
  }),
  changeEmail: route({
    name: 'changeEmail',
    service: 'identity',
    method: 'POST',
    path: '/api/account/email',
    summary: 'Ask to change the e-mail address; a link goes to the new address',
    body: strictBody(emailChangeRequestSchema, { email: 254 }),
    answer: sent,
    failure: [loggedOut],
  }),
  confirmEmail: route({
    name: 'confirmEmail',
    service: 'identity',
    method: 'POST',
    path: '/api/account/email/confirm',
    summary: 'Confirm the new e-mail address with the mailed token',
    body: tokenBody,
    answer: changed,
  }),
  undoEmail: route({
    name: 'undoEmail',
    service: 'identity',
    method: 'GET',
    path: '/api/account/email/undo',
    summary: 'Undo link of an e-mail change (mailed to the old address); redirects to /reset-password/do',
    query: tokenQuery,
    answer: ANSWERS.redirect('to /reset-password/do'),
    status: 303,
  }),
  deleteAccount: route({
    name: 'deleteAccount',
    service: 'identity',
    method: 'DELETE',
    path: '/api/account',
    summary: 'Delete the account; a mailed link undoes it within 14 days',
    body: z.strictObject({ password: z.string().max(200).optional() }),
    answer: z.object({ deleted: z.literal(true) }),
    failure: [loggedOut],
  }),
  reactivate: route({
    name: 'reactivate',
    service: 'identity',
    method: 'GET',
    path: '/api/account/reactivate',
    summary: 'Reactivation link; redirects to /members, or /login when the link is not valid',
    query: tokenQuery,
    answer: ANSWERS.redirect('to /members or /login'),
    status: 303,
  }),
  notifications: route({
    name: 'notifications',
    service: 'identity',
    method: 'GET',
    path: '/api/account/notifications',
    summary: 'Notification preferences and why e-mail is disabled, if it is',
    answer: notificationSettingsSchema,
    failure: [loggedOut],
  }),
  savePreferences: route({
    name: 'savePreferences',
    service: 'identity',
    method: 'PUT',
    path: '/api/account/notifications',
    summary: 'Save notification preferences',
    body: strictBody(notificationPreferencesSchema, {}),
    answer: notificationSettingsSchema,
    failure: [loggedOut],
  }),
  unsubscribe: route({
    name: 'unsubscribe',
    service: 'identity',
    method: 'POST',
    path: '/api/account/unsubscribe',
    summary: "One-click unsubscribe from notification mails (RFC 8058): records listunsubscribe for the token's account",
    query: tokenQuery,
    answer: z.object({ unsubscribed: z.literal(true) }),
    failure: [{ status: 404, code: 'ACCOUNT.UNSUBSCRIBE_UNKNOWN' }],
  }),
  disableNotifications: route({
    name: 'disableNotifications',
    service: 'identity',
    method: 'POST',
    path: '/api/account/notifications/disable',
    summary: 'Disable e-mail notifications for a reason: fbl, bounce or listunsubscribe',
    body: z.strictObject({ reason: disableReasonBody, email: reportedEmail.optional() }),
    answer: notificationSettingsSchema,
    failure: [loggedOut, { status: 403, code: 'ACCESS.FORBIDDEN', description: 'only the mail provider reports spam and bounces' }],
  }),
  accountByEmail: route({
    name: 'accountByEmail',
    service: 'identity',
    method: 'GET',
    path: '/api/admin/accounts',
    summary: "An account's signup attribution by e-mail address (operators)",
    query: z.object({ email: z.string().optional() }),
    answer: accountSummarySchema,
    failure: [{ status: 404, code: 'ACCOUNT.NOT_FOUND' }],
  }),
} as const;
