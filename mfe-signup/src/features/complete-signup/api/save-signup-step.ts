import { apiRequest } from '@rendezvous/api-client';
import { IDENTITY_PATHS, type SignupStep, type User } from '@rendezvous/contracts';

/** The data each step saves (contracts: IDENTITY_PATHS); photo and push send {} to record the visit. */
export interface SignupStepData {
  message: { signup_message?: string };
  photo: Record<string, never>;
  personal_info: { gender?: Gender; sexuality?: Sexuality; special_category_consent?: true; country?: string; region?: string; city?: string };
  about_me: { about_me?: string };
  push: Record<string, never>;
}

/** The spec's values (section 3, Profile). */
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export type Sexuality = (typeof SEXUALITIES)[number];
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** PUT /api/account/signup/steps/{step} */
export function saveSignupStep<S extends SignupStep>(step: S, data: SignupStepData[S]): Promise<User> {
  return apiRequest<User>(IDENTITY_PATHS.signupStep(step), { method: 'PUT', body: data });
}
