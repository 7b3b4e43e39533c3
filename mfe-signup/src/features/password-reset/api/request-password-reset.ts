import { apiRequest } from '@rendezvous/api-client';
import { IDENTITY_PATHS, type PasswordResetRequest } from '@rendezvous/contracts';

/** POST /api/account/password-reset: mails a link to choose a new password. */
export function requestPasswordReset(request: PasswordResetRequest): Promise<unknown> {
  return apiRequest<unknown>(IDENTITY_PATHS.passwordReset, { method: 'POST', body: request });
}
