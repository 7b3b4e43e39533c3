import { apiRequest } from '@rendezvous/api-client';
import { MEMBERS_PATHS, type MemberSearchQuery, type MemberSearchResponse } from '@rendezvous/contracts';

/** GET /api/members.php: one page of the search with these filters (unset ones are left out). */
export function searchMembers(query: MemberSearchQuery): Promise<MemberSearchResponse> {
  return apiRequest<MemberSearchResponse>(MEMBERS_PATHS.search, { query: { ...query } });
}
