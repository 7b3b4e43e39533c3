import type { User } from '@rendezvous/contracts';

/** localStorage keys holding the ISO timestamp of a dismissal (spec 4: "stored as dismissed with a timestamp"). */
export const PHOTO_ALERT_DISMISSED_KEY = 'rdv:photo-alert-dismissed-at';
export const PUSH_ALERT_DISMISSED_KEY = 'rdv:push-alert-dismissed-at';
/** Query parameter after signup that turns the activation reminder into a modal on smartphones (spec 4). */
export const SIGNUP_COMPLETE_QUERY = 'api_signup_complete';
/** Below the spec's 576 px breakpoint (section 9) the device counts as a smartphone. */
export const SMARTPHONE_MEDIA_QUERY = '(max-width: 575.98px)';

type AlertUser = Pick<User, 'status' | 'notifications_disabled' | 'profile'>;

/**
 * Spec 4: an unconfirmed user with a disabled profile and no disabled notifications sees an activation
 * reminder, as a modal when api_signup_complete is in the query on a smartphone, otherwise as an alert.
 */
export function activationReminder(user: AlertUser, search: string, smartphone: boolean): 'alert' | 'modal' | null {
  if (user.status !== 'not_confirmed' || user.profile?.status !== 'disabled' || user.notifications_disabled.length > 0) return null;
  return smartphone && new URLSearchParams(search).has(SIGNUP_COMPLETE_QUERY) ? 'modal' : 'alert';
}

/**
 * Spec 4: the photo alert shows until the member has an active main photo. Without a loaded profile
 * nothing is known about its photo. 'inspecting': the main photo waits for an operator, so the alert
 * says so instead of asking for a photo.
 */
export function photoAlert(user: AlertUser, dismissedAt: string | null): 'add' | 'inspecting' | null {
  if (user.profile === null || dismissedAt !== null) return null;
  const main = user.profile.main_image;
  if (main === null) return 'add';
  return main.status === 'active' ? null : 'inspecting';
}

export interface PushEnvironment {
  hasPushManager: boolean;
  permission: NotificationPermission | null;
}

/** Push is available when the browser can push and the member has not answered the permission prompt yet. */
export function showPushAlert({ hasPushManager, permission }: PushEnvironment, dismissedAt: string | null): boolean {
  return hasPushManager && permission === 'default' && dismissedAt === null;
}

export function showNotificationsDisabledAlert(user: AlertUser): boolean {
  return user.notifications_disabled.length > 0;
}

export function pushEnvironment(win: Window = window): PushEnvironment {
  return {
    hasPushManager: 'PushManager' in win,
    permission: 'Notification' in win ? (win as Window & { Notification: typeof Notification }).Notification.permission : null,
  };
}
