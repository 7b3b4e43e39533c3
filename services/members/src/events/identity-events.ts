import { ERROR_CODES } from '@rendezvous/contracts';
import type { EventPayload } from '@rendezvous/contracts/internal';
import { AppError, EventInbox } from '@rendezvous/nest-kit';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PHOTO_STORAGE, type PhotoStorage } from '@rendezvous/nest-kit/photos';
import { PhotosService } from '../photos/photos.service';
import { ProfileWrites } from '../profiles/profile-writes.service';

/** What members does with identity's events (delivered by identity's outbox, applied once by the inbox). */
@Injectable()
export class IdentityEvents implements OnModuleInit {
  constructor(
    private readonly inbox: EventInbox,
    private readonly profiles: ProfileWrites,
    private readonly photos: PhotosService,
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
    if (!(await this.profiles.write(manager, member_id, changes))) {
      // Identity's outbox delivers a member's events in order, so this is a bug, not a race: refuse it loudly.
      throw new AppError(400, ERROR_CODES.validationFailed, 'A new profile needs a name and a birth date.', {
        name: ['name is required'],
        birth_date: ['birth_date is required'],
      });
    }
  }

  /** The account is gone for good: its profile, photos (rows and files) and likes both ways go too. */
  private async purge({ member_id }: EventPayload<'account.purged'>, manager: EntityManager): Promise<void> {
    const files = await this.photos.filesOf(manager, member_id);
    // Photos and likes go with the profile by foreign key.
    await this.profiles.delete(manager, member_id);
    // Files before commit: if this fails the event is retried and the rows are still there to find them.
    for (const name of new Set(files)) await this.storage.remove(name);
  }
}
