import type { UserProfile } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { ageOf } from '../common/age';
import type { Photo } from '../common/photo.entity';
import type { Profile } from '../common/profile.entity';
import { ProfilesRepository } from './profiles.repository';

/**
 * The spec's profile object as members see it. The owner sees their main image while it is being
 * inspected; anyone else sees it only once active (spec section 4: pictures are inspected first).
 */
export function toUserProfile(profile: Profile, main: Photo | null, viewer: 'owner' | 'other', today = new Date()): UserProfile {
  const shown = main && (viewer === 'owner' || main.status === 'active') ? main : null;
  return {
    id: profile.id,
    name: profile.name,
    country: profile.country,
    status: profile.status,
    gender: profile.gender,
    // Only the owner's own: the user object's defaults follow it; others see it on the profile page alone.
    ...(viewer === 'owner' ? { sexuality: profile.sexuality } : {}),
    age: ageOf(profile.birthDate, today),
    main_image: shown ? { filename: shown.filename, thumb_filename: shown.thumbFilename, status: shown.status, match: `/photos/${shown.matchFilename}` } : null,
  };
}

/** Reads profiles with their main image: one or many, in two queries whatever the number. */
@Injectable()
export class ProfileViews {
  constructor(private readonly profiles: ProfilesRepository) {}

  /** The member's own profile (the gateway puts it into the user object), or null. */
  async own(id: number): Promise<UserProfile | null> {
    const [profile] = await this.read([id], 'owner');
    return profile ?? null;
  }

  /** Other members' profiles in the order of `ids`; unknown ids are left out. */
  async others(ids: readonly number[]): Promise<UserProfile[]> {
    return this.read(ids, 'other');
  }

  private async read(ids: readonly number[], viewer: 'owner' | 'other'): Promise<UserProfile[]> {
    if (ids.length === 0) return [];
    const [profiles, mains] = await this.profiles.withMainPhotos(ids);
    const byId = new Map(profiles.map((profile) => [profile.id, profile]));
    const mainOf = new Map(mains.map((photo) => [photo.profileId, photo]));
    return ids.flatMap((id) => {
      const profile = byId.get(id);
      return profile ? [toUserProfile(profile, mainOf.get(id) ?? null, viewer)] : [];
    });
  }
}
