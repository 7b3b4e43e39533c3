import { z } from 'zod';

/**
 * Stored values of the profile's descriptive fields (spec section 3). The front end translates
 * them; they are keys, not display text. One list for the service that validates them, the
 * screens that offer them and the demo data that fills them.
 */
export const GENDERS = ['male', 'female'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const TATTOOS = ['none', 'a_few', 'many'] as const;
export const HAIR_COLOURS = ['blond', 'brown', 'black', 'red', 'grey'] as const;
export const EYE_COLOURS = ['blue', 'brown', 'green', 'grey', 'hazel'] as const;
export const BODY_TYPES = ['slim', 'athletic', 'average', 'curvy', 'muscular', 'a_few_extra_kilos'] as const;
export const RELATIONSHIP_STATUSES = ['single', 'divorced', 'widowed', 'separated', 'in_a_relationship', 'open_relationship'] as const;

export type Gender = (typeof GENDERS)[number];
export type Sexuality = (typeof SEXUALITIES)[number];
export type Tattoos = (typeof TATTOOS)[number];
export type HairColour = (typeof HAIR_COLOURS)[number];
export type EyeColour = (typeof EYE_COLOURS)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

/** Interest ids are positions in the spec's list of 50 interests (section 3), starting at 1. */
export const INTEREST_COUNT = 50;

/**
 * Interests about the member's sex life: special-category data under GDPR article 9, like sexuality,
 * so saving them needs the member's explicit consent (ids as interests.php numbers them: analsex,
 * bondage, exchanging pictures, lingerie, masturbating, one night stand, oral sex, public sex,
 * sadomasochism, safe sex, sex, sex toys, threesome).
 */
export const SEX_RELATED_INTEREST_IDS: readonly number[] = [2, 10, 14, 22, 24, 27, 28, 33, 36, 37, 38, 39, 46];

export const isSexRelatedInterest = (id: number) => SEX_RELATED_INTEREST_IDS.includes(id);

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
  country: z.string().regex(/^[A-Z]{2}$/).optional(),
  region: optionalText(100),
  city: optionalText(100),
  about_me: optionalText(2000),
  special_category_consent: z.literal(true).optional(),
});
export type OwnProfileUpdate = z.infer<typeof ownProfileUpdateSchema>;
