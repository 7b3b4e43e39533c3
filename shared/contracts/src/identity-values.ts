// Identity's constants that the route schemas (routes/identity.ts) and the main entry both need: here, so
// that neither imports the other (the main entry names the schemas' types through a type-only import).

export const SIGNUP_STEPS = ['message', 'photo', 'personal_info', 'about_me', 'push'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];
export const NOTIFICATION_DISABLE_REASONS = ['fbl', 'bounce', 'listunsubscribe'] as const;
export type NotificationDisableReason = (typeof NOTIFICATION_DISABLE_REASONS)[number];
export const USER_STATUSES = ['not_confirmed', 'active', 'disabled', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
