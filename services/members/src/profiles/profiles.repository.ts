import type { MemberProfile } from '@rendezvous/contracts';
import type { ProfileWrite } from '@rendezvous/contracts/internal';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, Repository } from 'typeorm';
import { CARD_COLUMNS, MAIN_PHOTO_JOIN, type CardRow } from '../common/member-cards';
import { Photo } from '../common/photo.entity';
import { Profile } from '../common/profile.entity';

/** The row of the profile query: a card's columns and the profile's own (names as the contract spells them). */
export type ProfileRow = CardRow &
  Pick<
    MemberProfile,
    | 'sexuality'
    | 'tattoos'
    | 'hair_colour'
    | 'eye_colour'
    | 'body_type'
    | 'relationship_status'
    | 'interests'
    | 'reason'
    | 'about_me'
    | 'photo_count'
    | 'liked'
    | 'blocked'
  > & {
    status: string;
    blocked_viewer: boolean;
    viewer_premium: boolean | null;
  };

export interface ProfilePhotoRow {
  id: number;
  is_main: boolean;
  filename: string;
  thumb_filename: string;
  blurred_filename: string;
}

/** The profile columns identity may write, by the contract's field names (the consent is a time, set below). */
const COLUMNS: Record<Exclude<keyof ProfileWrite, 'special_category_consent'>, string> = {
  name: 'name',
  birth_date: 'birth_date',
  signup_message: 'signup_message',
  gender: 'gender',
  sexuality: 'sexuality',
  country: 'country',
  region: 'region',
  city: 'city',
  about_me: 'about_me',
  status: 'status',
};

/** The profiles table (and the main photos and likes a profile is read with). */
@Injectable()
export class ProfilesRepository {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(Profile) private readonly profiles: Repository<Profile>,
    @InjectRepository(Photo) private readonly photos: Repository<Photo>,
  ) {}

  /** Profiles by id (any order) and their main photos, whatever their status. */
  withMainPhotos(ids: readonly number[]): Promise<[Profile[], Photo[]]> {
    return Promise.all([this.profiles.find({ where: { id: In([...ids]) } }), this.photos.find({ where: { profileId: In([...ids]), isMain: true } })]);
  }

  /** A member's profile as `viewer` (0: a visitor) sees it: whether they like, blocked or are blocked by it, and the viewer's premium. */
  async profile(id: number, viewer: number): Promise<ProfileRow | undefined> {
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
    return row;
  }

  /** The viewer opened the liker's profile: the like is not new any more. */
  async markLikeSeen(likerId: number, viewerId: number): Promise<void> {
    await this.dataSource.query('UPDATE likes SET seen_at = now() WHERE liker_id = $1 AND liked_id = $2 AND seen_at IS NULL', [likerId, viewerId]);
  }

  /** The approved photos, main first. */
  activePhotos(id: number): Promise<ProfilePhotoRow[]> {
    return this.dataSource.query(
      `SELECT id, is_main, filename, thumb_filename, blurred_filename FROM photos
        WHERE profile_id = $1 AND status = 'active' ORDER BY is_main DESC, created_at, id`,
      [id],
    ) as Promise<ProfilePhotoRow[]>;
  }

  /**
   * Creates the profile (with name and birth date) or changes only the fields given, in one
   * statement: no read-then-insert race between two deliveries. False when there was no profile to change.
   */
  async write(tx: EntityManager, memberId: number, changes: ProfileWrite): Promise<boolean> {
    const fields = (Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>).filter((field) => changes[field] !== undefined);
    if (fields.length === 0) return true;
    const values = fields.map((field) => changes[field]);
    // GDPR art. 9: the consent given with a sexuality at signup is recorded once, with its time.
    const consent = changes.special_category_consent ? ', special_category_consent_at = COALESCE(profiles.special_category_consent_at, now())' : '';
    const assignments = fields.map((field, index) => `${COLUMNS[field]} = $${index + 2}`).join(', ') + consent;
    if (changes.name !== undefined && changes.birth_date !== undefined) {
      const columns = fields.map((field) => COLUMNS[field]).join(', ') + (consent ? ', special_category_consent_at' : '');
      const placeholders = fields.map((_, index) => `$${index + 2}`).join(', ') + (consent ? ', now()' : '');
      await tx.query(`INSERT INTO profiles (id, ${columns}) VALUES ($1, ${placeholders}) ON CONFLICT (id) DO UPDATE SET ${assignments}`, [memberId, ...values]);
      return true;
    }
    const updated = (await tx.query(`UPDATE profiles SET ${assignments} WHERE id = $1 RETURNING id`, [memberId, ...values])) as [unknown[], number];
    return updated[1] !== 0;
  }

  /** Deletes the profile; its photos and likes go with it by foreign key. */
  async delete(tx: EntityManager, memberId: number): Promise<void> {
    await tx.query('DELETE FROM profiles WHERE id = $1', [memberId]);
  }

  async markPremium(tx: EntityManager, memberId: number): Promise<void> {
    await tx.query('UPDATE profiles SET premium = true WHERE id = $1', [memberId]);
  }
}
