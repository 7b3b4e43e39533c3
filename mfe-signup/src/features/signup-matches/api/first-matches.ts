import { apiRequest } from '@rendezvous/api-client';
import { MEMBERS_PATHS, type LikeAnswer, type MemberSearchQuery, type MemberSearchResponse } from '@rendezvous/contracts';

/** The members area's search (GET /api/members.php), first page: the new member's first suggestions. */
export function firstMatches(query: MemberSearchQuery): Promise<MemberSearchResponse> {
  return apiRequest<MemberSearchResponse>(MEMBERS_PATHS.search, { query: { ...query, page: 1 } });
}

/** POST /api/members/{id}/like */
export function likeMember(id: number): Promise<LikeAnswer> {
  return apiRequest<LikeAnswer>(MEMBERS_PATHS.like(id), { method: 'POST' });
}
