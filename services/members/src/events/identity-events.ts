import { ERROR_CODES } from '@rendezvous/contracts';
import type { EventPayload, ProfileWrite } from '@rendezvous/contracts/internal';
import { AppError, EventInbox } from '@rendezvous/nest-kit';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PHOTO_STORAGE, type PhotoStorage } from '@rendezvous/nest-kit/photos';

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

/** What members does with identity's events (delivered by identity's outbox, applied once by the inbox). */
@Injectable()
export class IdentityEvents implements OnModuleInit {
  constructor(
    private readonly inbox: EventInbox,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
  ) {}

  onModuleInit(): void {
    this.inbox.on('profile.written', (payload, manager) => this.writeProfile(payload, manager));
    this.inbox.on('account.purged', (payload, manager) => this.purge(payload, manager));
  }

  /**
   * Creates the profile (signup: with name and birth date) or changes only the fields given, in one
   * statement: no read-then-insert race between two deliveries.
   */
  private async writeProfile({ member_id, changes }: EventPayload<'profile.written'>, manager: EntityManager): Promise<void> {
    const fields = (Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>).filter((field) => changes[field] !== undefined);
    if (fields.length === 0) return;
    const values = fields.map((field) => changes[field]);
    // GDPR art. 9: the consent given with a sexuality at signup is recorded once, with its time.
    const consent = changes.special_category_consent ? ', special_category_consent_at = COALESCE(profiles.special_category_consent_at, now())' : '';
    const assignments = fields.map((field, index) => `${COLUMNS[field]} = $${index + 2}`).join(', ') + consent;
    if (changes.name !== undefined && changes.birth_date !== undefined) {
      const columns = fields.map((field) => COLUMNS[field]).join(', ') + (consent ? ', special_category_consent_at' : '');
      const placeholders = fields.map((_, index) => `$${index + 2}`).join(', ') + (consent ? ', now()' : '');
      await manager.query(
        `INSERT INTO profiles (id, ${columns}) VALUES ($1, ${placeholders}) ON CONFLICT (id) DO UPDATE SET ${assignments}`,
        [member_id, ...values],
      );
      return;
    }
    const updated = (await manager.query(`UPDATE profiles SET ${assignments} WHERE id = $1 RETURNING id`, [member_id, ...values])) as [unknown[], number];
    if (updated[1] === 0) {
      // Identity's outbox delivers a member's events in order, so this is a bug, not a race: refuse it loudly.
      throw new AppError(400, ERROR_CODES.validationFailed, 'A new profile needs a name and a birth date.', { name: ['name is required'], birth_date: ['birth_date is required'] });
    }
  }

  /** The account is gone for good: its profile, photos (rows and files) and likes both ways go too. */
  private async purge({ member_id }: EventPayload<'account.purged'>, manager: EntityManager): Promise<void> {
    const photos = (await manager.query('SELECT filename, thumb_filename, match_filename, blurred_filename FROM photos WHERE profile_id = $1', [
      member_id,
    ])) as Array<Record<'filename' | 'thumb_filename' | 'match_filename' | 'blurred_filename', string>>;
    // Photos and likes go with the profile by foreign key.
    await manager.query('DELETE FROM profiles WHERE id = $1', [member_id]);
    // Files before commit: if this fails the event is retried and the rows are still there to find them.
    for (const photo of photos) {
      for (const name of new Set(Object.values(photo))) await this.storage.remove(name);
    }
  }
}
