/**
 * Stored values of the profile's descriptive fields (spec section 3). The front end translates
 * them; they are keys, not display text.
 */
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export type Sexuality = (typeof SEXUALITIES)[number];

export const TATTOOS = ['none', 'a_few', 'many'] as const;
export const HAIR_COLOURS = ['blond', 'brown', 'black', 'red', 'grey'] as const;
export const EYE_COLOURS = ['blue', 'brown', 'green', 'grey', 'hazel'] as const;
export const BODY_TYPES = ['slim', 'athletic', 'average', 'curvy', 'muscular', 'a_few_extra_kilos'] as const;
export const RELATIONSHIP_STATUSES = ['single', 'divorced', 'widowed', 'separated', 'in_a_relationship', 'open_relationship'] as const;

export type Tattoos = (typeof TATTOOS)[number];
export type HairColour = (typeof HAIR_COLOURS)[number];
export type EyeColour = (typeof EYE_COLOURS)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

/** Interest ids are positions in the spec's list of 50 interests (section 3), starting at 1. */
export const INTEREST_COUNT = 50;
