import {
  photoLimitFor,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  PHOTOS_ERROR_CODES,
  type OwnPhoto,
  type OwnPhotos,
  type PendingPhoto,
} from '@rendezvous/contracts';
import { AppError, IdPipe, Outbox } from '@rendezvous/nest-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DataSource, type EntityManager } from 'typeorm';
import { encodePhoto, PHOTO_STORAGE, readUpload, type PhotoImages, type PhotoStorage } from '@rendezvous/nest-kit/photos';

interface PhotoRow {
  id: number;
  profile_id: string;
  filename: string;
  thumb_filename: string;
  match_filename: string;
  blurred_filename: string;
  status: OwnPhoto['status'];
  is_main: boolean;
  created_at: Date;
}

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
    private readonly dataSource: DataSource,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
    private readonly outbox: Outbox,
  ) {}

  async list(memberId: number, manager: EntityManager = this.dataSource.manager): Promise<OwnPhotos> {
    const [profile] = (await manager.query('SELECT premium FROM profiles WHERE id = $1', [memberId])) as Array<{ premium: boolean }>;
    if (!profile) throw new AppError(404, PHOTOS_ERROR_CODES.notFound, 'Your profile could not be found.');
    const rows = (await manager.query('SELECT * FROM photos WHERE profile_id = $1 ORDER BY is_main DESC, created_at, id', [memberId])) as PhotoRow[];
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
      return await this.dataSource.transaction(async (manager) => {
        const [profile] = (await manager.query('SELECT premium FROM profiles WHERE id = $1 FOR UPDATE', [memberId])) as Array<{ premium: boolean }>;
        if (!profile) throw photoNotFound();
        const [{ count, has_main }] = (await manager.query(
          'SELECT count(*)::int AS count, bool_or(is_main) AS has_main FROM photos WHERE profile_id = $1',
          [memberId],
        )) as Array<{ count: number; has_main: boolean | null }>;
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
        await manager.query(
          `INSERT INTO photos (profile_id, filename, thumb_filename, match_filename, blurred_filename, status, is_main)
           VALUES ($1, $2, $3, $4, $5, 'being_inspected', $6)`,
          // The first photo becomes the main one; the owner sees it at once, others once it is approved.
          [memberId, names.filename, names.thumb, names.match, names.blurred, !has_main],
        );
        return this.list(memberId, manager);
      });
    } catch (error) {
      await this.removeFiles(written);
      throw error;
    }
  }

  async remove(memberId: number, photoId: number): Promise<OwnPhotos> {
    const { answer, removed } = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1 FROM profiles WHERE id = $1 FOR UPDATE', [memberId]);
      // TypeORM answers a DELETE ... RETURNING with [rows, count].
      const [[row]] = (await manager.query('DELETE FROM photos WHERE id = $1 AND profile_id = $2 RETURNING *', [photoId, memberId])) as [PhotoRow[], number];
      if (!row) throw photoNotFound();
      if (row.is_main) await this.promoteNextMain(manager, memberId);
      return { answer: await this.list(memberId, manager), removed: row };
    });
    // After commit: a failed removal leaves an unreachable file, never a row without its file.
    await this.removeFiles([removed.filename, removed.thumb_filename, removed.match_filename, removed.blurred_filename]);
    return answer;
  }

  /** Only an approved photo can become the main one: others would see no photo at all until the inspection. */
  async makeMain(memberId: number, photoId: number): Promise<OwnPhotos> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1 FROM profiles WHERE id = $1 FOR UPDATE', [memberId]);
      const [row] = (await manager.query('SELECT status FROM photos WHERE id = $1 AND profile_id = $2', [photoId, memberId])) as Array<Pick<PhotoRow, 'status'>>;
      if (!row) throw photoNotFound();
      if (row.status !== 'active') throw new AppError(409, PHOTOS_ERROR_CODES.notInspected, PHOTO_MESSAGES.notInspected);
      await manager.query('UPDATE photos SET is_main = false WHERE profile_id = $1 AND is_main AND id <> $2', [memberId, photoId]);
      await manager.query('UPDATE photos SET is_main = true WHERE id = $1', [photoId]);
      return this.list(memberId, manager);
    });
  }

  /** The main photo went: the oldest approved photo (else the oldest) takes its place. */
  private async promoteNextMain(manager: EntityManager, memberId: number): Promise<void> {
    await manager.query(
      `UPDATE photos SET is_main = true WHERE id = (
         SELECT id FROM photos WHERE profile_id = $1 ORDER BY status = 'active' DESC, created_at, id LIMIT 1)`,
      [memberId],
    );
  }

  async pending(): Promise<PendingPhoto[]> {
    const rows = (await this.dataSource.query(
      `SELECT ph.id, ph.profile_id, p.name, ph.filename, ph.thumb_filename, ph.created_at
         FROM photos ph JOIN profiles p ON p.id = ph.profile_id
        WHERE ph.status = 'being_inspected' ORDER BY ph.created_at, ph.id LIMIT 500`,
    )) as Array<PhotoRow & { name: string }>;
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
    await this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query('SELECT profile_id FROM photos WHERE id = $1', [photoId])) as Array<Pick<PhotoRow, 'profile_id'>>;
      if (!row) throw photoNotFound();
      await manager.query('SELECT 1 FROM profiles WHERE id = $1 FOR UPDATE', [row.profile_id]);
      const [, approved] = (await manager.query(`UPDATE photos SET status = 'active' WHERE id = $1 RETURNING id`, [photoId])) as [unknown[], number];
      // Deleted (or rejected) while we waited for the lock: there is no photo left to approve.
      if (approved === 0) throw photoNotFound();
      const [main] = (await manager.query('SELECT id, status FROM photos WHERE profile_id = $1 AND is_main', [row.profile_id])) as PhotoRow[];
      if (!main || main.status !== 'active') {
        await manager.query('UPDATE photos SET is_main = false WHERE profile_id = $1 AND is_main', [row.profile_id]);
        await manager.query('UPDATE photos SET is_main = true WHERE id = $1', [photoId]);
      }
      // The member's user object carries the main photo (the shell's photo alert): the gateway forgets its copy.
      await this.outbox.publish(manager, 'member.changed', { member_id: Number(row.profile_id), reason: 'photo_approved' }, Number(row.profile_id));
    });
    return { status: 'active' };
  }

  /** A rejected photo is deleted, files and all: it was never shown to anyone but its owner. */
  async reject(photoId: number): Promise<void> {
    const removed = await this.dataSource.transaction(async (manager) => {
      const [found] = (await manager.query('SELECT profile_id FROM photos WHERE id = $1', [photoId])) as Array<Pick<PhotoRow, 'profile_id'>>;
      if (!found) throw photoNotFound();
      await manager.query('SELECT 1 FROM profiles WHERE id = $1 FOR UPDATE', [found.profile_id]);
      const [[row]] = (await manager.query('DELETE FROM photos WHERE id = $1 RETURNING *', [photoId])) as [PhotoRow[], number];
      // Gone while we waited for the lock (its owner deleted it, or a second reject won): nothing to reject.
      if (!row) throw photoNotFound();
      if (row.is_main) await this.promoteNextMain(manager, Number(row.profile_id));
      await this.outbox.publish(manager, 'member.changed', { member_id: Number(row.profile_id), reason: 'photo_rejected' }, Number(row.profile_id));
      return row;
    });
    await this.removeFiles([removed.filename, removed.thumb_filename, removed.match_filename, removed.blurred_filename]);
  }

  /** Every file of a member (account purge): rows go with the profile, files here. */
  async filesOf(manager: EntityManager, memberId: number): Promise<string[]> {
    const rows = (await manager.query('SELECT filename, thumb_filename, match_filename, blurred_filename FROM photos WHERE profile_id = $1', [memberId])) as PhotoRow[];
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
