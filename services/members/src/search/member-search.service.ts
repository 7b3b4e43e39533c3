import { SEARCH_EXACT_COUNT_LIMIT, SEARCH_PAGE_SIZE, type MemberCard, type MemberSearchQuery, type MemberSearchResponse } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { toMemberCard, type CardRow } from '../common/member-cards';
import type { Filters } from '../common/search-conditions';
import { SearchDatabase, type searchStatement } from './search.store';

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
    const rows = await this.database.search<CardRow & { total: number }>(filters, viewerId, page, options);
    const now = new Date();
    return { total: rows[0]?.total ?? 0, cards: rows.filter((row) => row.id !== null).map((row) => toMemberCard(row, now)) };
  }

  /**
   * When few match: members close to the filters, widening step by step (any region and age, then
   * any country), never the gender asked for and never anyone already shown.
   */
  private async similar(filters: Filters, viewerId: number | null, shown: readonly MemberCard[]): Promise<MemberCard[]> {
    const widenings: Filters[] = [{ gender: filters.gender, country: filters.country }, { gender: filters.gender }];
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
