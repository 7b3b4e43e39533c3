import { apiRequest } from '@rendezvous/api-client';
import { IDENTITY_PATHS } from '@rendezvous/contracts';

/** POST /api/account/activation-mail */
export function resendActivationMail(): Promise<{ sent: true }> {
  return apiRequest<{ sent: true }>(IDENTITY_PATHS.resendActivation, { method: 'POST', body: {} });
}
