import {
  CONSENT_REQUIRED_MESSAGE,
  isSexRelatedInterest,
  MEMBERS_ERROR_CODES,
  SUPPORTED_COUNTRIES,
  type OwnProfile,
  type OwnProfileUpdate,
} from '@rendezvous/contracts';
import { AppError, fieldErrors } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { memberNotFound } from '../common/member-id.pipe';
import { PhotosService } from '../photos/photos.service';
import { ageOf } from '../profiles/profile-views';

/** Contract field → column, for the fields PUT /api/members/profile may change. */
const COLUMNS = {
  gender: 'gender',
  sexuality: 'sexuality',
  tattoos: 'tattoos',
  hair_colour: 'hair_colour',
  eye_colour: 'eye_colour',
  body_type: 'body_type',
  relationship_status: 'relationship_status',
  reason: 'reason',
  interests: 'interests',
  country: 'country',
  region: 'region',
  city: 'city',
  about_me: 'about_me',
} as const satisfies Partial<Record<keyof OwnProfileUpdate, string>>;

/** A row of SELECT_OWN: the contract's own fields as stored (the id as bigint text, the consent as a date). */
type OwnRow = Omit<OwnProfile, 'id' | 'age' | 'special_category_consent_at' | 'photos' | 'photo_limit' | 'premium'> & {
  id: string;
  special_category_consent_at: Date | null;
};

const SELECT_OWN = `SELECT id, name, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, gender, sexuality, tattoos, hair_colour, eye_colour,
       body_type, relationship_status, interests, reason, about_me, country, region, city, special_category_consent_at
  FROM profiles WHERE id = $1`;

/**
 * The member's own profile on /profile. Sexuality and sex-related interests are special-category
 * data (GDPR art. 9): a change that adds them needs the member's explicit consent, recorded with its
 * time; withdrawing the consent erases them. Removing them never needs consent.
 */
@Injectable()
export class OwnProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly photos: PhotosService,
  ) {}

  async read(memberId: number, manager: EntityManager = this.dataSource.manager): Promise<OwnProfile> {
    const [row] = (await manager.query(SELECT_OWN, [memberId])) as OwnRow[];
    if (!row) throw memberNotFound();
    const photos = await this.photos.list(memberId, manager);
    return {
      ...row,
      id: Number(row.id),
      age: ageOf(row.birth_date),
      special_category_consent_at: row.special_category_consent_at ? new Date(row.special_category_consent_at).toISOString() : null,
      photos: photos.photos,
      photo_limit: photos.limit,
      premium: photos.premium,
    };
  }

  async update(memberId: number, update: OwnProfileUpdate): Promise<OwnProfile> {
    if (update.country !== undefined && !(SUPPORTED_COUNTRIES as readonly string[]).includes(update.country)) {
      throw fieldErrors({ country: ['This country is not one of ours.'] });
    }
    return this.dataSource.transaction(async (manager) => {
      const [current] = (await manager.query(`${SELECT_OWN} FOR UPDATE`, [memberId])) as OwnRow[];
      if (!current) throw memberNotFound();
      const addsSexuality = update.sexuality != null && update.sexuality !== current.sexuality;
      const addsSexInterests = (update.interests ?? []).some((id) => isSexRelatedInterest(id) && !current.interests.includes(id));
      const consented = current.special_category_consent_at !== null || update.special_category_consent === true;
      if ((addsSexuality || addsSexInterests) && !consented) {
        throw new AppError(422, MEMBERS_ERROR_CODES.consentRequired, CONSENT_REQUIRED_MESSAGE, {
          special_category_consent: [CONSENT_REQUIRED_MESSAGE],
        });
      }
      const fields = (Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>).filter((field) => update[field] !== undefined);
      const assignments = fields.map((field, index) => `${COLUMNS[field]} = $${index + 2}`);
      const values: unknown[] = fields.map((field) => {
        const value = update[field];
        // Empty texts are no answer: stored as null, so the profile shows nothing rather than an empty note.
        return typeof value === 'string' && value === '' ? null : value;
      });
      if (update.special_category_consent && current.special_category_consent_at === null) assignments.push('special_category_consent_at = now()');
      if (assignments.length > 0) await manager.query(`UPDATE profiles SET ${assignments.join(', ')} WHERE id = $1`, [memberId, ...values]);
      return this.read(memberId, manager);
    });
  }

  /** Withdrawal: the consent and the data it covered go together (GDPR art. 7(3), 17). */
  async withdrawConsent(memberId: number): Promise<OwnProfile> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query('SELECT interests FROM profiles WHERE id = $1 FOR UPDATE', [memberId])) as Array<{ interests: number[] }>;
      if (!row) throw memberNotFound();
      await manager.query('UPDATE profiles SET special_category_consent_at = NULL, sexuality = NULL, interests = $2 WHERE id = $1', [
        memberId,
        row.interests.filter((id) => !isSexRelatedInterest(id)),
      ]);
      return this.read(memberId, manager);
    });
  }
}
