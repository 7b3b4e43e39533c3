import { blockedByMessage, MEMBERS_ERROR_CODES, type MemberProfile, type ProfilePhoto } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { memberNotFound } from '../common/member-id.pipe';
import { CARD_COLUMNS, MAIN_PHOTO_JOIN, toMemberCard, type CardRow } from '../search/member-cards';

/** The row of the profile query: a card's columns and the profile's own (names as the contract spells them). */
type ProfileRow = CardRow &
  Pick<MemberProfile, 'sexuality' | 'tattoos' | 'hair_colour' | 'eye_colour' | 'body_type' | 'relationship_status' | 'interests' | 'reason' | 'about_me' | 'photo_count' | 'liked' | 'blocked'> & {
    status: string;
    blocked_viewer: boolean;
    viewer_premium: boolean | null;
  };

/** A member's profile as another member (or a visitor, where the site allows) sees it. */
@Injectable()
export class MemberProfileService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Every field of spec 3. An unknown, disabled or deleted member is the 404 page; a member who
   * blocked the viewer answers the spec's 403 (section 8). Opening a profile clears the new-like flag
   * of that member's like (spec 4), so the viewer's likes badge drops on its next read.
   */
  async read(id: number, viewerId: number | null): Promise<MemberProfile> {
    const viewer = viewerId ?? 0;
    const [row]: ProfileRow[] = await this.dataSource.query(
      `SELECT ${CARD_COLUMNS}, p.status, p.sexuality, p.tattoos, p.hair_colour, p.eye_colour, p.body_type,
              p.relationship_status, p.interests, p.reason, p.about_me,
              (SELECT count(*)::int FROM photos ph WHERE ph.profile_id = p.id AND ph.status = 'active') AS photo_count,
              EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = $2 AND l.liked_id = p.id) AS liked,
              EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $2 AND b.blocked_id = p.id) AS blocked,
              EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = p.id AND b.blocked_id = $2) AS blocked_viewer,
              (SELECT premium FROM profiles v WHERE v.id = $2) AS viewer_premium
         FROM profiles p
         ${MAIN_PHOTO_JOIN}
        WHERE p.id = $1`,
      [id, viewer],
    );
    if (!row || row.status !== 'active') throw memberNotFound();
    if (row.blocked_viewer) throw new AppError(403, MEMBERS_ERROR_CODES.blockedByMember, blockedByMessage(row.name));
    if (viewerId !== null && viewerId !== id) {
      await this.dataSource.query('UPDATE likes SET seen_at = now() WHERE liker_id = $1 AND liked_id = $2 AND seen_at IS NULL', [id, viewerId]);
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
    const rows = (await this.dataSource.query(
      `SELECT id, is_main, filename, thumb_filename, blurred_filename FROM photos
        WHERE profile_id = $1 AND status = 'active' ORDER BY is_main DESC, created_at, id`,
      [id],
    )) as Array<{ id: number; is_main: boolean; filename: string; thumb_filename: string; blurred_filename: string }>;
    return rows.map((photo) =>
      lockOthers && !photo.is_main
        ? { id: photo.id, locked: true, blurred_filename: photo.blurred_filename }
        : { id: photo.id, locked: false, filename: photo.filename, thumb_filename: photo.thumb_filename },
    );
  }
}
