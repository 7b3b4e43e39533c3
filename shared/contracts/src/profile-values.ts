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
