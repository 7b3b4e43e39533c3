import {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  isSexRelatedInterest,
  ownProfileUpdateSchema,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  TATTOOS,
  type OwnProfile,
  type OwnProfileUpdate,
} from '@rendezvous/contracts';
import { z } from 'zod';

/**
 * The /profile form: every field of PUT /api/members/profile as the contract validates it, with the
 * consent as a plain tick box (the contract only knows `true`; an unticked box is not sent).
 */
export const profileFormSchema = ownProfileUpdateSchema.extend({ special_category_consent: z.boolean() });
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

/** The selects whose stored values are keys of the contract's value sets, in the order the form shows them. */
export const OPTION_FIELDS = {
  relationship_status: RELATIONSHIP_STATUSES,
  body_type: BODY_TYPES,
  hair_colour: HAIR_COLOURS,
  eye_colour: EYE_COLOURS,
  tattoos: TATTOOS,
} as const;
export type OptionField = keyof typeof OPTION_FIELDS;

/** Every field the form sends (the consent aside): what the server names in its field errors. */
export const PROFILE_FIELDS = Object.keys(ownProfileUpdateSchema.shape).filter((name) => name !== 'special_category_consent') as Array<
  Exclude<keyof OwnProfileUpdate, 'special_category_consent'>
>;

const known = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** The form's starting point; a stored value outside the value sets shows as unset and is left alone unless changed. */
export function toFormValues(profile: OwnProfile): ProfileFormInput {
  return {
    gender: known(GENDERS, profile.gender) ?? undefined,
    sexuality: known(SEXUALITIES, profile.sexuality),
    relationship_status: known(RELATIONSHIP_STATUSES, profile.relationship_status),
    body_type: known(BODY_TYPES, profile.body_type),
    hair_colour: known(HAIR_COLOURS, profile.hair_colour),
    eye_colour: known(EYE_COLOURS, profile.eye_colour),
    tattoos: known(TATTOOS, profile.tattoos),
    interests: [...profile.interests],
    country: profile.country && /^[A-Z]{2}$/.test(profile.country) ? profile.country : undefined,
    region: profile.region,
    city: profile.city ?? '',
    reason: profile.reason ?? '',
    about_me: profile.about_me ?? '',
    special_category_consent: false,
  };
}

/** Empty text is no text: the server stores null for it. */
const normalized = (value: unknown) => {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (Array.isArray(value)) return [...(value as number[])].sort((a, b) => a - b).join(',');
  return value ?? null;
};

/** Only what the member changed (the contract: only sent fields change, null clears one). */
export function changedFields(initial: ProfileFormInput, values: ProfileFormValues): OwnProfileUpdate {
  const update: Record<string, unknown> = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field];
    if (value === undefined || normalized(value) === normalized(initial[field])) continue;
    update[field] = typeof value === 'string' ? normalized(value) : value;
  }
  return update as OwnProfileUpdate;
}

/**
 * Spec 3 and GDPR art. 9: without recorded consent, giving a sexuality or picking a sex-related
 * interest needs the member's explicit consent in the same save.
 */
export function needsConsent(initial: ProfileFormInput, values: Pick<ProfileFormInput, 'sexuality' | 'interests'>, consentAt: string | null): boolean {
  if (consentAt) return false;
  const sexualityGiven = values.sexuality != null && values.sexuality !== initial.sexuality;
  const before = initial.interests ?? [];
  return sexualityGiven || (values.interests ?? []).some((id) => isSexRelatedInterest(id) && !before.includes(id));
}
