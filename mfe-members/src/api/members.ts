// Calls on one member that several screens make (profile, likes, settings): the area's shared API.
import { apiRequest } from '@rendezvous/api-client';
import { MEMBERS_PATHS, type LikeAnswer, type MemberProfile, type OwnProfile } from '@rendezvous/contracts';

/** GET /api/members/{id}: opening it also clears that member's new-like flag on the server. */
export function getMemberProfile(id: number): Promise<MemberProfile> {
  return apiRequest<MemberProfile>(MEMBERS_PATHS.profile(id));
}

/** GET /api/members/profile: the member's own fields, photos (being inspected ones too) and consent (/profile, and the match finder's defaults). */
export function getOwnProfile(): Promise<OwnProfile> {
  return apiRequest<OwnProfile>(MEMBERS_PATHS.ownProfile);
}

export function likeMember(id: number): Promise<LikeAnswer> {
  return apiRequest<LikeAnswer>(MEMBERS_PATHS.like(id), { method: 'POST' });
}

export function unlikeMember(id: number): Promise<void> {
  return apiRequest<void>(MEMBERS_PATHS.like(id), { method: 'DELETE' });
}

export function blockMember(id: number): Promise<void> {
  return apiRequest<void>(MEMBERS_PATHS.block(id), { method: 'POST' });
}

export function unblockMember(id: number): Promise<void> {
  return apiRequest<void>(MEMBERS_PATHS.block(id), { method: 'DELETE' });
}
