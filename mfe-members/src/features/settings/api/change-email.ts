import { apiRequest } from '@rendezvous/api-client';
import { IDENTITY_PATHS, type EmailChangeRequest } from '@rendezvous/contracts';

/** POST /api/account/email: mails a confirmation link to the new address; nothing changes until it is opened. */
export function changeEmail(request: EmailChangeRequest): Promise<unknown> {
  return apiRequest<unknown>(IDENTITY_PATHS.emailChange, { method: 'POST', body: request });
}
