import { blockedByMessage, MEMBERS_ERROR_CODES, type MemberProfile, type ProfilePhoto } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { toMemberCard } from '../common/member-cards';
import { memberNotFound } from '../common/member-id.pipe';
import { ProfilesRepository } from './profiles.repository';

/** A member's profile as another member (or a visitor, where the site allows) sees it. */
@Injectable()
export class MemberProfileService {
  constructor(private readonly profiles: ProfilesRepository) {}

  /**
   * Every field of spec 3. An unknown, disabled or deleted member is the 404 page; a member who
   * blocked the viewer answers the spec's 403 (section 8). Opening a profile clears the new-like flag
   * of that member's like (spec 4), so the viewer's likes badge drops on its next read.
   */
  async read(id: number, viewerId: number | null): Promise<MemberProfile> {
    const viewer = viewerId ?? 0;
    const row = await this.profiles.profile(id, viewer);
    if (!row || row.status !== 'active') throw memberNotFound();
    if (row.blocked_viewer) throw new AppError(403, MEMBERS_ERROR_CODES.blockedByMember, blockedByMessage(row.name));
    if (viewerId !== null && viewerId !== id) {
      await this.profiles.markLikeSeen(id, viewerId);
    }
    const photos = await this.photosOf(id, row.premium && viewerId !== id && !row.viewer_premium);
    const lastSeen = new Date(row.last_seen_at);
    lastSeen.setUTCSeconds(0, 0);
    return {
      ...toMemberCard(row),
      sexuality: row.sexuality,
      tattoos: row.tattoos,
      hair_colour: row.hair_colour,
      eye_colour: row.eye_colour,
      body_type: row.body_type,
      relationship_status: row.relationship_status,
      interests: row.interests,
      reason: row.reason,
      about_me: row.about_me,
      photo_count: row.photo_count,
      photos,
      liked: row.liked,
      blocked: row.blocked,
      // An invisible member's last visit is nobody's business either.
      last_seen: row.invisible ? '' : lastSeen.toISOString(),
    };
  }

  /**
   * The approved photos, main first. Spec 6: a free viewer (or a visitor) sees a premium member's
   * main photo and only blurred versions of the others, so for those only the blurred file's name
   * leaves the server (the files themselves are guarded too: photos/photo-files.ts).
   */
  private async photosOf(id: number, lockOthers: boolean): Promise<ProfilePhoto[]> {
    const rows = await this.profiles.activePhotos(id);
    return rows.map((photo) =>
      lockOthers && !photo.is_main
        ? { id: photo.id, locked: true, blurred_filename: photo.blurred_filename }
        : { id: photo.id, locked: false, filename: photo.filename, thumb_filename: photo.thumb_filename },
    );
  }
}
