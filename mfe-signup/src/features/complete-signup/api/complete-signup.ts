import { apiRequest } from '@rendezvous/api-client';
import { IDENTITY_PATHS, type User } from '@rendezvous/contracts';

/** POST /api/account/signup/complete: the steps are done, the activation e-mail goes out. */
export function completeSignup(): Promise<User> {
  return apiRequest<User>(IDENTITY_PATHS.signupComplete, { method: 'POST', body: {} });
}
