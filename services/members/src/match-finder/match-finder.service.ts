import { MATCH_FINDER_RESULTS, type MatchFinderQuery, type MatchFinderResponse, type MatchSuggestion } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { toMemberCard } from '../common/member-cards';
import { memberNotFound } from '../common/member-id.pipe';
import { MatchFinderRepository } from './match-finder.repository';
import { distanceKm, RegionCentres } from './region-centres';

/** Members considered per run: the best by shared interests, then ranked with distance. */
const POOL = 400;
/** One shared interest weighs as much as this many kilometres. */
const KM_PER_SHARED_INTEREST = 100;
/** Distance assumed when a region is unknown: far, but not out of the running. */
const UNKNOWN_KM = 600;

/**
 * The match finder (/match-finder): who, which ages, where and which interests, answered with
 * suggestions ranked by shared interests and by the distance between both members' regions. Only
 * members the search may list take part (spec 6: not invisible, not in privacy mode, not blocked
 * either way, not oneself), and only those whose own orientation fits the member (issue 31); members
 * one already likes are left out, there is nothing to find there.
 */
@Injectable()
export class MatchFinderService {
  constructor(
    private readonly repository: MatchFinderRepository,
    private readonly centres: RegionCentres,
  ) {}

  async find(memberId: number, query: MatchFinderQuery): Promise<MatchFinderResponse> {
    const me = await this.repository.member(memberId);
    if (!me) throw memberNotFound();
    const interests = query.interests?.length ? query.interests : me.interests;
    // The region is where to look from, not a filter: nearby regions count too.
    const rows = await this.repository.pool(
      memberId,
      interests,
      { gender: query.gender, country: query.country, min_age: query.min_age, max_age: query.max_age },
      POOL,
    );

    const centreOf = await this.centres.lookup();
    const origin = centreOf(query.country ?? me.country, query.countryregion ?? (query.country && query.country !== me.country ? null : me.region));
    const now = new Date();
    const ranked = rows.map((row) => {
      const centre = centreOf(row.country, row.region);
      const km = origin && centre ? Math.round(distanceKm(origin, centre)) : null;
      const suggestion: MatchSuggestion = { ...toMemberCard(row, now), shared_interests: row.shared, distance_km: km };
      return { suggestion, score: row.shared.length * KM_PER_SHARED_INTEREST - (km ?? UNKNOWN_KM) };
    });
    // Stable: equal scores keep the pool's order (more recently active first).
    ranked.sort((a, b) => b.score - a.score);
    return { results: ranked.slice(0, MATCH_FINDER_RESULTS).map(({ suggestion }) => suggestion) };
  }
}
