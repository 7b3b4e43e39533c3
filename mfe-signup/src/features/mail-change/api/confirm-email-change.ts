import { apiRequest } from '@rendezvous/api-client';
import { IDENTITY_PATHS, type TokenRequest } from '@rendezvous/contracts';

/** POST /api/account/email/confirm: the new address is confirmed by the mailed token. */
export function confirmEmailChange(request: TokenRequest): Promise<unknown> {
  return apiRequest<unknown>(IDENTITY_PATHS.emailChangeConfirm, { method: 'POST', body: request });
}
