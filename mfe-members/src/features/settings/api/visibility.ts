import { apiRequest } from '@rendezvous/api-client';
import { MEMBERS_PATHS, type MemberCard, type MemberVisibility } from '@rendezvous/contracts';

/** GET /api/members/visibility: the member's invisible and privacy modes. */
export function getVisibility(): Promise<MemberVisibility> {
  return apiRequest<MemberVisibility>(MEMBERS_PATHS.visibility);
}

/** PUT /api/members/visibility: answers with the modes as stored. */
export function saveVisibility(visibility: MemberVisibility): Promise<MemberVisibility> {
  return apiRequest<MemberVisibility>(MEMBERS_PATHS.visibility, { method: 'PUT', body: visibility });
}

/** GET /api/members/blocked: whom the member blocked, most recent first. */
export function getBlockedMembers(): Promise<MemberCard[]> {
  return apiRequest<MemberCard[]>(MEMBERS_PATHS.blocked);
}
