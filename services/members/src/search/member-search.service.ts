import { GENDERS, orientationKeysSeeking, SEARCH_EXACT_COUNT_LIMIT, SEARCH_PAGE_SIZE, type Gender, type MemberCard, type MemberSearchQuery, type MemberSearchResponse } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { CARD_COLUMNS, MAIN_PHOTO_JOIN, toMemberCard, type CardRow } from './member-cards';
import { SearchDatabase } from './search-database';

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

/**
 * A search in one statement, one round trip to Postgres (each costs more than the query itself on
 * these machines, bench/members-search.mjs): whom the viewer never sees (themselves and blocks either
 * way), the count ("exact up to 1,000", counting stops one past it), and one page of cards in search
 * order (last activity first). At least one row comes back, with `total`; cards have an id.
 */
export function searchStatement(filters: Filters, viewerId: number | null, page: number, { excludeIds = [] as readonly number[], limit = SEARCH_PAGE_SIZE } = {}) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // The page size is written into the text, not passed as a parameter: Postgres reuses a prepared
  // statement's generic plan after a few runs, and a generic plan that cannot see the LIMIT assumes a
  // large share of the table and joins it by a sequential scan (250 ms for a gender-only search on
  // 1,000,000 profiles, against 0.4 ms with the limit in the text). Few texts result: 24, or the
  // smaller remainders of the similar members.
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`search limit must be a positive integer, got ${limit}`);
  const pageLimit = String(limit);
  const viewer = param(viewerId);
  const excluded = param(excludeIds);
  const conditions = searchConditions(filters, param);
  return {
    sql: `WITH hidden AS (
            SELECT ARRAY(
              SELECT ${viewer}::bigint WHERE ${viewer}::bigint IS NOT NULL
              UNION SELECT blocked_id FROM blocks WHERE blocker_id = ${viewer}::bigint
              UNION SELECT blocker_id FROM blocks WHERE blocked_id = ${viewer}::bigint
              UNION SELECT unnest(${excluded}::bigint[])
            ) AS ids, ${viewerGenderColumn(viewer)}
          )
          SELECT counted.total, page.*
            FROM hidden
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS total FROM (SELECT 1 FROM profiles p WHERE ${conditions} LIMIT ${SEARCH_EXACT_COUNT_LIMIT + 1}) matching
           ) counted
            LEFT JOIN LATERAL (
             -- The page's ids first, from the search index alone (index-only: the skipped rows of a deep
             -- page cost no heap or photo lookups), then the 24 cards and their photos.
             SELECT ${CARD_COLUMNS}
               FROM (SELECT p.id, p.last_seen_at FROM profiles p
                      WHERE ${conditions}
                      ORDER BY p.last_seen_at DESC, p.id DESC
                      LIMIT ${pageLimit} OFFSET ${param((page - 1) * SEARCH_PAGE_SIZE)}) picked
               JOIN profiles p ON p.id = picked.id
               ${MAIN_PHOTO_JOIN}
              ORDER BY picked.last_seen_at DESC, picked.id DESC
            ) page ON true`,
    params,
  };
}

/** Member search (spec 3's search store): one page of cards, the count, and similar members when few match. */
@Injectable()
export class MemberSearchService {
  constructor(private readonly database: SearchDatabase) {}

  async search(query: MemberSearchQuery, viewerId: number | null): Promise<MemberSearchResponse> {
    const page = query.page ?? 1;
    const filters: Filters = { ...query };
    // min_age above max_age matches nobody; read it as the range the member meant.
    if (filters.min_age !== undefined && filters.max_age !== undefined && filters.min_age > filters.max_age) {
      [filters.min_age, filters.max_age] = [filters.max_age, filters.min_age];
    }
    const { total, cards: results } = await this.run(filters, viewerId, page);
    const numResultsCapped = total > SEARCH_EXACT_COUNT_LIMIT;
    const numResults = Math.min(total, SEARCH_EXACT_COUNT_LIMIT);
    const similar = page === 1 && numResults < SEARCH_PAGE_SIZE ? await this.similar(filters, viewerId, results) : [];
    return { page, results, numResults, numResultsCapped, similar };
  }

  private async run(filters: Filters, viewerId: number | null, page: number, options?: Parameters<typeof searchStatement>[3]) {
    const { sql, params } = searchStatement(filters, viewerId, page, options);
    const rows = await this.database.query<CardRow & { total: number }>(sql, params);
    const now = new Date();
    return { total: rows[0]?.total ?? 0, cards: rows.filter((row) => row.id !== null).map((row) => toMemberCard(row, now)) };
  }

  /**
   * When few match: members close to the filters, widening step by step (any region and age, then
   * any country), never the gender asked for and never anyone already shown.
   */
  private async similar(filters: Filters, viewerId: number | null, shown: readonly MemberCard[]): Promise<MemberCard[]> {
    const widenings: Filters[] = [
      { gender: filters.gender, country: filters.country },
      { gender: filters.gender },
    ];
    const similar: MemberCard[] = [];
    for (const wider of widenings) {
      const missing = SEARCH_PAGE_SIZE - shown.length - similar.length;
      if (missing <= 0) break;
      const excludeIds = [...shown, ...similar].map((card) => card.id);
      similar.push(...(await this.run(wider, viewerId, 1, { excludeIds, limit: missing })).cards);
    }
    return similar;
  }
}
