import { photoLimitFor, PHOTO_LIMITS, PHOTO_MESSAGES, PHOTOS_ERROR_CODES, type OwnPhotos, type PendingPhoto } from '@rendezvous/contracts';
import { AppError, IdPipe, Outbox } from '@rendezvous/nest-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import { encodePhoto, PHOTO_STORAGE, readUpload, type PhotoImages, type PhotoStorage } from '@rendezvous/nest-kit/photos';
import { PhotosRepository } from './photos.repository';

const photoNotFound = () => new AppError(404, PHOTOS_ERROR_CODES.notFound, PHOTO_MESSAGES.notFound);

/** A photo id from the path (photos.id is a serial): anything else is a photo that does not exist. */
export const PhotoIdPipe = new IdPipe(photoNotFound, 'int');

/** A new file name: the member's folder and 144 random bits, so nobody finds a file the service did not hand out. */
const newName = (memberId: number) => `${memberId}/${randomBytes(18).toString('base64url')}.jpg`;

/**
 * A member's photos (spec 4, 5, 6): upload (decoded and re-encoded, four sizes), delete, make main,
 * and the operators' inspection. Limits hold under concurrent uploads: the count is taken under the
 * profile's row lock in the transaction that adds the row. Files are written before the row and
 * removed again if the row is not committed, so a photo row never points at a missing file.
 */
@Injectable()
export class PhotosService {
  private readonly logger = new Logger(PhotosService.name);

  constructor(
    private readonly photos: PhotosRepository,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
    private readonly outbox: Outbox,
  ) {}

  /** The member's photos and limit; inside the caller's transaction when given one. */
  async list(memberId: number, tx?: EntityManager): Promise<OwnPhotos> {
    const profile = await this.photos.premiumOf(memberId, tx);
    if (!profile) throw new AppError(404, PHOTOS_ERROR_CODES.notFound, 'Your profile could not be found.');
    const rows = await this.photos.photosOf(memberId, tx);
    return {
      photos: rows.map((row) => ({
        id: row.id,
        status: row.status,
        main: row.is_main,
        filename: row.filename,
        thumb_filename: row.thumb_filename,
        created_at: new Date(row.created_at).toISOString(),
      })),
      limit: photoLimitFor(profile.premium),
      premium: profile.premium,
    };
  }

  /** Upload: refused before reading when the member is at the limit, then again under the lock. */
  async upload(memberId: number, body: Readable): Promise<OwnPhotos> {
    const before = await this.list(memberId);
    if (before.photos.length >= before.limit) throw this.limitReached(before);
    const images = await encodePhoto(await readUpload(body));
    return this.store(memberId, images);
  }

  private limitReached({ limit, premium }: Pick<OwnPhotos, 'limit' | 'premium'>): AppError {
    return new AppError(409, PHOTOS_ERROR_CODES.limit, premium ? PHOTO_MESSAGES.limit(limit) : PHOTO_MESSAGES.limitFree(limit, PHOTO_LIMITS.premium));
  }

  private async store(memberId: number, images: PhotoImages): Promise<OwnPhotos> {
    const names = { filename: newName(memberId), thumb: newName(memberId), match: newName(memberId), blurred: newName(memberId) };
    const written: string[] = [];
    try {
      return await this.photos.transaction(async (tx) => {
        const profile = await this.photos.lockPremiumOf(tx, memberId);
        if (!profile) throw photoNotFound();
        const { count, has_main } = await this.photos.countOf(tx, memberId);
        const limit = photoLimitFor(profile.premium);
        if (count >= limit) throw this.limitReached({ limit, premium: profile.premium });
        for (const [name, content] of [
          [names.filename, images.full],
          [names.thumb, images.thumb],
          [names.match, images.match],
          [names.blurred, images.blurred],
        ] as const) {
          await this.storage.write(name, content);
          written.push(name);
        }
        // The first photo becomes the main one; the owner sees it at once, others once it is approved.
        await this.photos.insert(tx, memberId, names, !has_main);
        return this.list(memberId, tx);
      });
    } catch (error) {
      await this.removeFiles(written);
      throw error;
    }
  }

  async remove(memberId: number, photoId: number): Promise<OwnPhotos> {
    const { answer, removed } = await this.photos.transaction(async (tx) => {
      await this.photos.lockProfile(tx, memberId);
      const row = await this.photos.deleteOwn(tx, photoId, memberId);
      if (!row) throw photoNotFound();
      if (row.is_main) await this.photos.promoteNextMain(tx, memberId);
      return { answer: await this.list(memberId, tx), removed: row };
    });
    // After commit: a failed removal leaves an unreachable file, never a row without its file.
    await this.removeFiles([removed.filename, removed.thumb_filename, removed.match_filename, removed.blurred_filename]);
    return answer;
  }

  /** Only an approved photo can become the main one: others would see no photo at all until the inspection. */
  async makeMain(memberId: number, photoId: number): Promise<OwnPhotos> {
    return this.photos.transaction(async (tx) => {
      await this.photos.lockProfile(tx, memberId);
      const row = await this.photos.statusOf(tx, photoId, memberId);
      if (!row) throw photoNotFound();
      if (row.status !== 'active') throw new AppError(409, PHOTOS_ERROR_CODES.notInspected, PHOTO_MESSAGES.notInspected);
      await this.photos.unsetOtherMains(tx, memberId, photoId);
      await this.photos.setMain(tx, photoId);
      return this.list(memberId, tx);
    });
  }

  async pending(): Promise<PendingPhoto[]> {
    const rows = await this.photos.pending();
    return rows.map((row) => ({
      id: row.id,
      member_id: Number(row.profile_id),
      member_name: row.name,
      filename: row.filename,
      thumb_filename: row.thumb_filename,
      created_at: new Date(row.created_at).toISOString(),
    }));
  }

  /**
   * The photo becomes visible to others. If the member's main photo is still being inspected (or
   * there is none), the approved one becomes the main photo, so the profile shows a face at once.
   */
  async approve(photoId: number): Promise<{ status: 'active' }> {
    await this.photos.transaction(async (tx) => {
      const row = await this.photos.ownerOf(tx, photoId);
      if (!row) throw photoNotFound();
      await this.photos.lockProfile(tx, row.profile_id);
      const approved = await this.photos.activate(tx, photoId);
      // Deleted (or rejected) while we waited for the lock: there is no photo left to approve.
      if (approved === 0) throw photoNotFound();
      const main = await this.photos.mainOf(tx, row.profile_id);
      if (!main || main.status !== 'active') {
        await this.photos.unsetMain(tx, row.profile_id);
        await this.photos.setMain(tx, photoId);
      }
      // The member's user object carries the main photo (the shell's photo alert): the gateway forgets its copy.
      await this.outbox.publish(tx, 'member.changed', { member_id: Number(row.profile_id), reason: 'photo_approved' }, Number(row.profile_id));
    });
    return { status: 'active' };
  }

  /** A rejected photo is deleted, files and all: it was never shown to anyone but its owner. */
  async reject(photoId: number): Promise<void> {
    const removed = await this.photos.transaction(async (tx) => {
      const found = await this.photos.ownerOf(tx, photoId);
      if (!found) throw photoNotFound();
      await this.photos.lockProfile(tx, found.profile_id);
      const row = await this.photos.delete(tx, photoId);
      // Gone while we waited for the lock (its owner deleted it, or a second reject won): nothing to reject.
      if (!row) throw photoNotFound();
      if (row.is_main) await this.photos.promoteNextMain(tx, Number(row.profile_id));
      await this.outbox.publish(tx, 'member.changed', { member_id: Number(row.profile_id), reason: 'photo_rejected' }, Number(row.profile_id));
      return row;
    });
    await this.removeFiles([removed.filename, removed.thumb_filename, removed.match_filename, removed.blurred_filename]);
  }

  /** Every file of a member (account purge): rows go with the profile, files here. */
  async filesOf(tx: EntityManager, memberId: number): Promise<string[]> {
    const rows = await this.photos.filesOf(tx, memberId);
    return rows.flatMap((row) => [row.filename, row.thumb_filename, row.match_filename, row.blurred_filename]);
  }

  async removeFiles(names: readonly string[]): Promise<void> {
    for (const name of new Set(names)) {
      try {
        await this.storage.remove(name);
      } catch (error) {
        this.logger.warn(`photo file ${name} not removed: ${(error as Error).message}`);
      }
    }
  }
}
