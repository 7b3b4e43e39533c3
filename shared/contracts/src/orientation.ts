import { GENDERS, SEXUALITIES, type Gender, type Sexuality } from './profile-values';

/**
 * Who fits whom (issue 31, docs/product-rules.md "Who fits whom"): the one rule behind every default
 * (search, swipe deck, match finder, first matches after signup, the teasers a logged-in member sees)
 * and behind the search's filter on the other member's own orientation. Nothing else decides it.
 *
 * - hetero: the other gender; gay and lesbian: their own gender; bi: both.
 * - No sexuality stated (it is optional: GDPR art. 9 needs consent to store it): taken as hetero,
 *   what most members are and what the product assumed before it knew any.
 * - No gender yet (signup unfinished): seeks either gender, and nobody's search filter can place them.
 */
export interface Orientation {
  gender: Gender | null;
  sexuality: Sexuality | null;
}

/** Whether a member of this orientation looks for members of `gender`. */
export function seeks(member: Orientation, gender: Gender): boolean {
  if (!member.gender) return true;
  switch (member.sexuality ?? 'hetero') {
    case 'bi':
      return true;
    case 'gay':
    case 'lesbian':
      return gender === member.gender;
    case 'hetero':
      return gender !== member.gender;
  }
}

/** The genders a member looks for, in GENDERS order: one, or both (bi, or no gender known). */
function soughtGenders(member: Orientation): Gender[] {
  return GENDERS.filter((gender) => seeks(member, gender));
}

/**
 * The gender filter a default starts from: the one gender sought, or undefined (any gender) when a
 * member seeks both. `undefined` for a member who is not known at all.
 */
export function defaultGender(member: Orientation | null | undefined): Gender | undefined {
  if (!member) return undefined;
  const sought = soughtGenders(member);
  return sought.length === 1 ? sought[0] : undefined;
}

/**
 * The (gender, sexuality) pairs of members who look for someone of `gender`, each as "gender:sexuality"
 * ("gender:" when no sexuality is stated), for SQL: `p.gender || ':' || coalesce(p.sexuality, '')`.
 * Limited to `among` genders when given. Derived from `seeks`, so the database applies the same rule.
 */
export function orientationKeysSeeking(gender: Gender, among: readonly Gender[] = GENDERS): string[] {
  return among.flatMap((candidateGender) =>
    [...SEXUALITIES, null]
      .filter((sexuality) => seeks({ gender: candidateGender, sexuality }, gender))
      .map((sexuality) => `${candidateGender}:${sexuality ?? ''}`),
  );
}
