import { apiRequest } from '@rendezvous/api-client';
import { IDENTITY_PATHS, type Gender, type Sexuality, type SignupStep, type User } from '@rendezvous/contracts';

/** The data each step saves (contracts: IDENTITY_PATHS); photo and push send {} to record the visit. */
export interface SignupStepData {
  message: { signup_message?: string };
  photo: Record<string, never>;
  personal_info: { gender?: Gender; sexuality?: Sexuality; special_category_consent?: true; country?: string; region?: string; city?: string };
  about_me: { about_me?: string };
  push: Record<string, never>;
}

/** PUT /api/account/signup/steps/{step} */
export function saveSignupStep<S extends SignupStep>(step: S, data: SignupStepData[S]): Promise<User> {
  return apiRequest<User>(IDENTITY_PATHS.signupStep(step), { method: 'PUT', body: data });
}
