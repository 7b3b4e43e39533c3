import { apiRequest } from '@rendezvous/api-client';
import { IDENTITY_PATHS, type PasswordResetConfirmRequest } from '@rendezvous/contracts';

/** POST /api/account/password-reset/confirm: sets the new password with the mailed token. */
export function confirmPasswordReset(request: PasswordResetConfirmRequest): Promise<unknown> {
  return apiRequest<unknown>(IDENTITY_PATHS.passwordResetConfirm, { method: 'POST', body: request });
}
