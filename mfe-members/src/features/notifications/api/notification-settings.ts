import { apiRequest } from '@rendezvous/api-client';
import { IDENTITY_PATHS, type NotificationPreferences, type NotificationSettings } from '@rendezvous/contracts';

/** GET /api/account/notifications: the preferences and why e-mail is disabled, if it is. */
export function getNotificationSettings(): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>(IDENTITY_PATHS.notifications);
}

/** PUT /api/account/notifications: answers with the settings as stored. */
export function saveNotificationPreferences(preferences: NotificationPreferences): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>(IDENTITY_PATHS.notifications, { method: 'PUT', body: preferences });
}

/** POST /api/account/notifications/disable: the member's own unsubscribe from every e-mail. */
export function unsubscribeFromAllEmails(): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>(IDENTITY_PATHS.disableNotifications, { method: 'POST', body: { reason: 'listunsubscribe' } });
}
