import { apiRequest } from '@rendezvous/api-client';
import { MEMBERS_PATHS, type MatchFinderQuery, type MatchFinderResponse } from '@rendezvous/contracts';

/** GET /api/members/match-finder: suggestions for these answers; the interests travel comma separated (1,19,47). */
export function findMatches({ interests, ...query }: MatchFinderQuery): Promise<MatchFinderResponse> {
  return apiRequest<MatchFinderResponse>(MEMBERS_PATHS.matchFinder, {
    query: { ...query, interests: interests && interests.length > 0 ? interests.join(',') : undefined },
  });
}
