// The own-profile update schema lives apart from the value sets so that a page which only needs
// the values (the shell, a card) does not pull zod into its first download: the contracts package is
// free of side effects, and a module nobody imports from is left out of the bundle.
import { z } from 'zod';
import { GENDERS, SEXUALITIES, TATTOOS, HAIR_COLOURS, EYE_COLOURS, BODY_TYPES, RELATIONSHIP_STATUSES, INTEREST_COUNT } from './profile-values';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * PUT /api/members/profile: the fields a member edits on /profile. Every field is optional (only sent
 * fields change) and null clears one. The name, e-mail and date of birth are identity's (settings).
 * `special_category_consent: true` records the consent that a change of sexuality or of sex-related
 * interests needs, in the same call.
 */
export const ownProfileUpdateSchema = z.strictObject({
  gender: z.enum(GENDERS).optional(),
  sexuality: z.enum(SEXUALITIES).nullable().optional(),
  tattoos: z.enum(TATTOOS).nullable().optional(),
  hair_colour: z.enum(HAIR_COLOURS).nullable().optional(),
  eye_colour: z.enum(EYE_COLOURS).nullable().optional(),
  body_type: z.enum(BODY_TYPES).nullable().optional(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable().optional(),
  /** the reason for sign-up, in the member's own words */
  reason: optionalText(200),
  interests: z
    .array(z.number().int().min(1).max(INTEREST_COUNT))
    .max(INTEREST_COUNT)
    .refine((ids) => new Set(ids).size === ids.length, 'Each interest once')
    .optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  region: optionalText(100),
  city: optionalText(100),
  about_me: optionalText(2000),
  special_category_consent: z.literal(true).optional(),
});
export type OwnProfileUpdate = z.infer<typeof ownProfileUpdateSchema>;
