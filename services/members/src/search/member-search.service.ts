import { SEARCH_EXACT_COUNT_LIMIT, SEARCH_PAGE_SIZE, type MemberCard, type MemberSearchQuery, type MemberSearchResponse } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CARD_COLUMNS, MAIN_PHOTO_JOIN, toMemberCard, type CardRow } from './member-cards';

type Filters = Pick<MemberSearchQuery, 'gender' | 'country' | 'countryregion' | 'min_age' | 'max_age'>;

/**
 * The WHERE clause of a search, with only the conditions the filters name (a catch-all
 * `$1 IS NULL OR ...` would keep Postgres from using the search indexes). Never listed (spec 6):
 * disabled or deleted profiles, invisible and privacy mode, members the viewer blocked or who
 * blocked the viewer, and the viewer.
 */
export function searchConditions(filters: Filters, viewerId: number | null, excludeIds: readonly number[] = []) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ["p.status = 'active'", 'NOT p.invisible', 'NOT p.privacy'];
  if (filters.gender) where.push(`p.gender = ${param(filters.gender)}`);
  if (filters.country) where.push(`p.country = ${param(filters.country)}`);
  if (filters.countryregion) where.push(`p.region = ${param(filters.countryregion)}`);
  // Age in whole years today: born on or before today minus min_age years, after today minus (max_age + 1) years.
  if (filters.min_age !== undefined) where.push(`p.birth_date <= (current_date - make_interval(years => ${param(filters.min_age)}))::date`);
  if (filters.max_age !== undefined) where.push(`p.birth_date > (current_date - make_interval(years => ${param(filters.max_age + 1)}))::date`);
  if (viewerId !== null) {
    const viewer = param(viewerId);
    where.push(`p.id <> ${viewer}`);
    where.push(`NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ${viewer} AND b.blocked_id = p.id)`);
    where.push(`NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = p.id AND b.blocked_id = ${viewer})`);
  }
  if (excludeIds.length > 0) where.push(`p.id <> ALL (${param(excludeIds)}::bigint[])`);
  return { sql: where.join(' AND '), params };
}

/** Member search (spec 3's search store): one page of cards, the count, and similar members when few match. */
@Injectable()
export class MemberSearchService {
  constructor(private readonly dataSource: DataSource) {}

  async search(query: MemberSearchQuery, viewerId: number | null): Promise<MemberSearchResponse> {
    const page = query.page ?? 1;
    const filters: Filters = { ...query };
    // min_age above max_age matches nobody; read it as the range the member meant.
    if (filters.min_age !== undefined && filters.max_age !== undefined && filters.min_age > filters.max_age) {
      [filters.min_age, filters.max_age] = [filters.max_age, filters.min_age];
    }
    const [results, count] = await Promise.all([this.page(filters, viewerId, page), this.count(filters, viewerId)]);
    const numResultsCapped = count > SEARCH_EXACT_COUNT_LIMIT;
    const numResults = Math.min(count, SEARCH_EXACT_COUNT_LIMIT);
    const similar = page === 1 && numResults < SEARCH_PAGE_SIZE ? await this.similar(filters, viewerId, results) : [];
    return { page, results, numResults, numResultsCapped, similar };
  }

  private async page(filters: Filters, viewerId: number | null, page: number, excludeIds: readonly number[] = [], limit = SEARCH_PAGE_SIZE): Promise<MemberCard[]> {
    const { sql, params } = searchConditions(filters, viewerId, excludeIds);
    const rows: CardRow[] = await this.dataSource.query(
      `SELECT ${CARD_COLUMNS}
         FROM profiles p
         ${MAIN_PHOTO_JOIN}
        WHERE ${sql}
        ORDER BY p.last_seen_at DESC, p.id DESC
        LIMIT ${limit} OFFSET ${(page - 1) * SEARCH_PAGE_SIZE}`,
      params,
    );
    const now = new Date();
    return rows.map((row) => toMemberCard(row, now));
  }

  /** Exact up to SEARCH_EXACT_COUNT_LIMIT; counting stops one past it ("1,000+"). */
  private async count(filters: Filters, viewerId: number | null): Promise<number> {
    const { sql, params } = searchConditions(filters, viewerId);
    const [{ n }] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM profiles p WHERE ${sql} LIMIT ${SEARCH_EXACT_COUNT_LIMIT + 1}) matching`,
      params,
    );
    return n;
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
      const excluded = [...shown, ...similar].map((card) => card.id);
      similar.push(...(await this.page(wider, viewerId, 1, excluded, missing)));
    }
    return similar;
  }
}
