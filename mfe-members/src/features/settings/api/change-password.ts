import { apiRequest } from '@rendezvous/api-client';
import { IDENTITY_PATHS, type PasswordChangeRequest } from '@rendezvous/contracts';

/** POST /api/account/password: the old password proves it is the member, then the new one is set. */
export function changePassword(request: PasswordChangeRequest): Promise<unknown> {
  return apiRequest<unknown>(IDENTITY_PATHS.passwordChange, { method: 'POST', body: request });
}
