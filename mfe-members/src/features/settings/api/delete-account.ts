import { apiRequest } from '@rendezvous/api-client';
import { IDENTITY_PATHS } from '@rendezvous/contracts';

/** DELETE /api/account with the password; the server ends the session and mails a 14-day undo link. */
export function deleteAccount(password: string): Promise<unknown> {
  return apiRequest<unknown>(IDENTITY_PATHS.deleteAccount, { method: 'DELETE', body: { password } });
}
