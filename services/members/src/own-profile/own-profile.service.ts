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
import type { EntityManager } from 'typeorm';
import { ageOf } from '../common/age';
import { memberNotFound } from '../common/member-id.pipe';
import { PhotosService } from '../photos/photos.service';
import { OwnProfileRepository } from './own-profile.repository';

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

/**
 * The member's own profile on /profile. Sexuality and sex-related interests are special-category
 * data (GDPR art. 9): a change that adds them needs the member's explicit consent, recorded with its
 * time; withdrawing the consent erases them. Removing them never needs consent.
 */
@Injectable()
export class OwnProfileService {
  constructor(
    private readonly profiles: OwnProfileRepository,
    private readonly photos: PhotosService,
  ) {}

  async read(memberId: number, tx?: EntityManager): Promise<OwnProfile> {
    const row = await this.profiles.read(memberId, tx);
    if (!row) throw memberNotFound();
    const photos = await this.photos.list(memberId, tx);
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
    return this.profiles.transaction(async (tx) => {
      const current = await this.profiles.lock(tx, memberId);
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
      if (assignments.length > 0) await this.profiles.update(tx, memberId, assignments, values);
      return this.read(memberId, tx);
    });
  }

  /** Withdrawal: the consent and the data it covered go together (GDPR art. 7(3), 17). */
  async withdrawConsent(memberId: number): Promise<OwnProfile> {
    return this.profiles.transaction(async (tx) => {
      const row = await this.profiles.lockInterests(tx, memberId);
      if (!row) throw memberNotFound();
      await this.profiles.withdrawConsent(
        tx,
        memberId,
        row.interests.filter((id) => !isSexRelatedInterest(id)),
      );
      return this.read(memberId, tx);
    });
  }
}
