import {
  defaultGender,
  INTEREST_COUNT,
  MAX_SEARCH_AGE,
  MIN_SEARCH_AGE,
  SUPPORTED_COUNTRIES,
  type Gender,
  type MatchFinderQuery,
  type Sexuality,
} from '@rendezvous/contracts';
import { z } from 'zod';

/** The finder's steps in order, and the answers each asks for: Next checks only those. */
export const FINDER_STEPS = [
  { name: 'who', fields: ['gender'] },
  { name: 'age', fields: ['min_age', 'max_age'] },
  { name: 'where', fields: ['country', 'region'] },
  { name: 'interests', fields: ['interests'] },
] as const;
export type FinderStepName = (typeof FINDER_STEPS)[number]['name'];

/** The "who" step's choices, in the order shown: one gender, or both. */
export const FINDER_GENDERS = ['female', 'male', 'any'] as const;

/** The age step's range when the member's own age is unknown. */
export const DEFAULT_FINDER_AGES = { min: 25, max: 45 } as const;
/** Otherwise it starts this many years either side of the member's own age. */
export const FINDER_AGE_SPREAD = 10;

// Messages are keys of the members namespace: the form translates them where it shows them.
const age = z.number({ error: 'own_profile_page.invalid' }).int().min(MIN_SEARCH_AGE).max(MAX_SEARCH_AGE);

const ages = z.object({ min_age: age, max_age: age });

/**
 * The finder's answers. The region is where to look from, not a filter (the server ranks nearby regions first). The
 * answers are not the route's query (a gender may be 'any', ages are numbers, the region is the countryregion), so
 * finder-form.spec.ts holds them to GET /api/members/match-finder's query schema: whatever the form accepts, toQuery
 * turns into a query the route accepts, and what the route refuses, the form refuses too.
 */
export const finderSchema = z
  .object({
    /** 'any': both genders (a bi member's default) */
    gender: z.enum(FINDER_GENDERS, { error: 'match_finder_page.choose_gender' }),
    ...ages.shape,
    // text, not the enum: the form starts from '' (none chosen yet)
    country: z.string().refine((country) => (SUPPORTED_COUNTRIES as readonly string[]).includes(country), { error: 'match_finder_page.choose_country' }),
    /** '' looks from the member's own region (the server's default) */
    region: z.string(),
    interests: z.array(z.number().int().min(1).max(INTEREST_COUNT)).max(INTEREST_COUNT),
  })
  .refine((answers) => answers.min_age <= answers.max_age, {
    path: ['max_age'],
    error: 'match_finder_page.age_order',
    // Checked on the age step already, whatever the later steps still miss.
    when: (payload) => ages.safeParse(payload.value).success,
  });
export type FinderInput = z.input<typeof finderSchema>;
export type FinderAnswers = z.output<typeof finderSchema>;
export type FinderField = keyof FinderInput;
/** The answers before the member gave them: a gender only when the profile tells. */
export type FinderDefaults = Omit<FinderInput, 'gender'> & { gender?: FinderInput['gender'] };

/** What the finder starts from: the member's own profile (or what the session knows of it). */
export interface FinderMember {
  gender: Gender | null;
  sexuality: Sexuality | null;
  age: number | null;
  country: string | null;
  region: string | null;
  interests: readonly number[];
}

const clampAge = (value: number) => Math.min(MAX_SEARCH_AGE, Math.max(MIN_SEARCH_AGE, value));

/**
 * The first answers: whom the member looks for (contracts' orientation rule: one gender, or both for
 * bi; none chosen while the member's own gender is unknown), ages around the member's own, their
 * country and region, their interests.
 */
export function initialAnswers(member: FinderMember, countries: readonly string[]): FinderDefaults {
  const country = member.country && countries.includes(member.country) ? member.country : '';
  return {
    gender: member.gender ? (defaultGender(member) ?? 'any') : undefined,
    min_age: member.age ? clampAge(member.age - FINDER_AGE_SPREAD) : DEFAULT_FINDER_AGES.min,
    max_age: member.age ? clampAge(member.age + FINDER_AGE_SPREAD) : DEFAULT_FINDER_AGES.max,
    country,
    region: country && country === member.country ? (member.region ?? '') : '',
    interests: [...member.interests],
  };
}

/** The answers as the call's query; the interests sorted, so the same choice is the same cached run. */
export function toQuery(answers: FinderAnswers): MatchFinderQuery {
  return {
    gender: answers.gender === 'any' ? undefined : answers.gender,
    min_age: answers.min_age,
    max_age: answers.max_age,
    country: answers.country,
    countryregion: answers.region || undefined,
    interests: answers.interests.length > 0 ? [...answers.interests].sort((a, b) => a - b) : undefined,
  };
}

/** The first step with one of these errors, to go back to when the last step finds one. */
export function firstStepWithError(errors: Partial<Record<FinderField, unknown>>): number {
  const index = FINDER_STEPS.findIndex((step) => step.fields.some((field) => errors[field] !== undefined));
  return index === -1 ? FINDER_STEPS.length - 1 : index;
}
