// The bodies the identity calls take, as schemas with their types inferred (issue 33: contracts as the
// single source): the forms validate with them, and the services can. Shapes only: the rules with the
// spec's own wording (an invalid e-mail, a short password) are the service's, which words the field errors.
// zod/mini rather than zod: the signup area's first download carries these, and mini keeps only the
// checks a schema uses (about 5 KB on the wire beside react-hook-form, where zod would add 20 KB).
import * as z from 'zod/mini';

export const loginRequestSchema = z.object({ email: z.string(), password: z.string() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Tracking data from the landing query (spec section 3). */
export const trackingDataSchema = z.object({
  network: z.optional(z.string()),
  ref: z.optional(z.string()),
  sub1: z.optional(z.string()),
  sub2: z.optional(z.string()),
  sub3: z.optional(z.string()),
});
export type TrackingData = z.infer<typeof trackingDataSchema>;

export const signupRequestSchema = z.object({
  email: z.string(),
  password: z.string(),
  name: z.string(),
  /** YYYY-MM-DD */
  date_of_birth: z.string(),
  signup_message: z.optional(z.string()),
  /**
   * The member of the member lander the visitor signed up on (/members/{id}/landing and the like):
   * their signup_message reaches this member as the new member's first message, free, once the
   * account is activated.
   */
  lander_member_id: z.optional(z.number()),
  tracking: z.optional(trackingDataSchema),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const passwordResetRequestSchema = z.object({ email: z.string() });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmRequestSchema = z.object({ token: z.string(), password: z.string(), password_repeat: z.string() });
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmRequestSchema>;

export const passwordChangeRequestSchema = z.object({ old_password: z.string(), password: z.string(), password_repeat: z.string() });
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

export const emailChangeRequestSchema = z.object({ email: z.string() });
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** PUT /api/account/notifications: e-mail notifications per topic. */
export const notificationPreferencesSchema = z.object({ messages: z.boolean(), likes: z.boolean(), matches: z.boolean(), newsletter: z.boolean() });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const tokenRequestSchema = z.object({ token: z.string() });
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/**
 * The rule of every new-password form, checked before sending (the service checks it again, spec
 * section 5); `message` is the member's language's wording of 'The entered passwords are not the same.'
 */
export const samePasswordTwice = (message: string) =>
  z.refine<{ password: string; password_repeat: string }>((body) => body.password === body.password_repeat, { message, path: ['password_repeat'] });
