import { GENDERS, orientationKeysSeeking, type Gender, type MemberSearchQuery } from '@rendezvous/contracts';

export type Filters = Pick<MemberSearchQuery, 'gender' | 'country' | 'countryregion' | 'min_age' | 'max_age'>;

/** A text[] literal of orientation keys (constants from contracts' orientation.ts, never member input). */
const keysLiteral = (keys: readonly string[]) => `'{${keys.join(',')}}'::text[]`;

/** A member's orientation as the SQL compares it with contracts' orientationKeysSeeking. */
export const ORIENTATION_KEY_SQL = `(p.gender || ':' || coalesce(p.sexuality, ''))`;

/**
 * Whose own orientation fits someone of the gender that `viewerGenderSql` yields (contracts'
 * `seeks`, issue 31): a hetero woman is shown to men, a gay man to men, a bi member to both. The
 * viewer's gender may be unknown (a visitor, or a signup without one): then nobody is left out.
 * The key lists are constant text from the one rule, so the statement's text stays the same for
 * every viewer (one generic plan, docs/adr/0015); the viewer's gender is read once per statement.
 * The indexes carry the sexuality (migration members-search-orientation), so it stays index-only.
 */
export function fitsViewerCondition(viewerGenderSql: string): string {
  const cases = GENDERS.map((gender: Gender) => `WHEN '${gender}' THEN ${keysLiteral(orientationKeysSeeking(gender))}`).join(' ');
  return `(${viewerGenderSql} IS NULL OR ${ORIENTATION_KEY_SQL} = ANY (CASE ${viewerGenderSql} ${cases} END))`;
}

/** The gender of the member whose id the placeholder holds: a column of the `hidden` row, read once per statement. */
export const viewerGenderColumn = (viewer: string) => `(SELECT gender FROM profiles WHERE id = ${viewer}::bigint) AS viewer_gender`;

/**
 * The WHERE clause of a search, with only the conditions the filters name (a catch-all
 * `$1 IS NULL OR ...` would keep Postgres from using the search indexes). Never listed (spec 6):
 * disabled or deleted profiles, invisible and privacy mode (the indexes' predicate), and the ids in
 * `hidden.ids` (the viewer, everyone blocked either way, and whoever the caller excludes). Only members
 * whose own orientation fits the viewer, whose gender is `hidden.viewer_gender` (issue 31).
 */
export function searchConditions(filters: Filters, param: (value: unknown) => string): string {
  const where = ["p.status = 'active'", 'NOT p.invisible', 'NOT p.privacy', 'p.id <> ALL (hidden.ids)', fitsViewerCondition('hidden.viewer_gender')];
  if (filters.gender) where.push(`p.gender = ${param(filters.gender)}`);
  if (filters.country) where.push(`p.country = ${param(filters.country)}`);
  if (filters.countryregion) where.push(`p.region = ${param(filters.countryregion)}`);
  // Age in whole years today: born on or before today minus min_age years, after today minus (max_age + 1) years.
  // Each bound is a scalar subquery, so Postgres computes it once per statement (an InitPlan). Written
  // inline, the date arithmetic ran for every index entry the filter looked at (2,460 for a page of
  // gender + country + age on 1,000,000 profiles) and was half the statement's execution time.
  if (filters.min_age !== undefined) where.push(`p.birth_date <= (SELECT (current_date - make_interval(years => ${param(filters.min_age)}))::date)`);
  if (filters.max_age !== undefined) where.push(`p.birth_date > (SELECT (current_date - make_interval(years => ${param(filters.max_age + 1)}))::date)`);
  return where.join(' AND ');
}
