import { CHAT_ERROR_CODES, CHAT_MESSAGES, CHAT_PATHS } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { encodePhoto, PHOTO_STORAGE, readUpload, type PhotoStorage, type StoredPhotoFile } from '@rendezvous/nest-kit/photos';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DataSource, type EntityManager } from 'typeorm';
import { isChatPhotoId } from './chat-photo-id';

/** Uploads nobody sent within this time are removed with their files (chat-photos sweep). */
export const UNSENT_PHOTO_TTL_MS = 24 * 60 * 60_000;

const photoNotFound = () => new AppError(404, CHAT_ERROR_CODES.notFound, CHAT_MESSAGES.notFound);

/** Where a photo message's files are read: through chat, which checks who asks (ChatPhotosController). */
export function photoUrls(id: string): { url: string; thumb_url: string } {
  return { url: CHAT_PATHS.photo(id), thumb_url: CHAT_PATHS.photo(id, 'thumb') };
}

/**
 * Photos in chat messages (issue 10): decoded and encoded again with sharp like profile photos (no
 * EXIF, no GPS position, only decodable images), stored in chat's own storage (CHAT_PHOTO_DIR or a
 * bucket), and readable only by their sender and, once sent, the recipient.
 */
@Injectable()
export class ChatPhotosService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
  ) {}

  /** Stores an upload for a later photo message; answers its id. */
  async upload(ownerId: number, body: Readable): Promise<{ photo: string }> {
    const images = await encodePhoto(await readUpload(body), ['full', 'thumb']);
    const id = randomBytes(18).toString('base64url');
    const fullName = `${ownerId}/${id}.jpg`;
    const thumbName = `${ownerId}/${id}_t.jpg`;
    await this.storage.write(fullName, images.full);
    await this.storage.write(thumbName, images.thumb);
    await this.dataSource.query('INSERT INTO chat_photos (id, owner_id, full_name, thumb_name) VALUES ($1, $2, $3, $4)', [id, ownerId, fullName, thumbName]);
    return { photo: id };
  }

  /**
   * Before a photo message is stored: the photo is the sender's and not sent yet (a photo is sent
   * once). Locks the row until the caller's transaction ends.
   */
  async assertSendable(manager: EntityManager, senderId: number, photoId: string): Promise<void> {
    const rows: Array<{ message_id: string | null }> = await manager.query('SELECT message_id FROM chat_photos WHERE id = $1 AND owner_id = $2 FOR UPDATE', [photoId, senderId]);
    if (rows.length === 0 || rows[0].message_id !== null) throw new AppError(400, 'VALIDATION_FAILED', 'Upload the photo first.', { photo: ['Upload the photo first.'] });
  }

  async attach(manager: EntityManager, photoId: string, messageId: number): Promise<void> {
    await manager.query('UPDATE chat_photos SET message_id = $2 WHERE id = $1', [photoId, messageId]);
  }

  /**
   * A photo's file for a viewer: its sender, or the other member of the conversation its message is
   * in, unless that member deleted the conversation since. Anyone else gets the same 404 as for a
   * photo that does not exist.
   */
  async open(viewerId: number, photoId: string, size: 'full' | 'thumb'): Promise<StoredPhotoFile> {
    if (!isChatPhotoId(photoId)) throw photoNotFound();
    const [row]: Array<{ full_name: string; thumb_name: string }> = await this.dataSource.query(
      `SELECT p.full_name, p.thumb_name
         FROM chat_photos p
         LEFT JOIN messages m ON m.id = p.message_id
         LEFT JOIN conversations c ON c.id = m.conversation_id
        WHERE p.id = $1
          AND (p.owner_id = $2
               OR (c.member_a = $2 AND m.id > coalesce(c.hidden_through_a, 0))
               OR (c.member_b = $2 AND m.id > coalesce(c.hidden_through_b, 0)))`,
      [photoId, viewerId],
    );
    if (!row) throw photoNotFound();
    const file = await this.storage.read(size === 'thumb' ? row.thumb_name : row.full_name);
    if (!file) throw photoNotFound();
    return file;
  }

  /** The member is purged: their uploads and every photo of their conversations go, files first. */
  async purge(manager: EntityManager, memberId: number): Promise<void> {
    // A DELETE … RETURNING answers [rows, count] through TypeORM's query().
    const [rows]: [Array<{ full_name: string; thumb_name: string }>, number] = await manager.query(
      `DELETE FROM chat_photos p
        WHERE p.owner_id = $1
           OR p.message_id IN (SELECT m.id FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.member_a = $1 OR c.member_b = $1)
        RETURNING p.full_name, p.thumb_name`,
      [memberId],
    );
    for (const row of rows) await Promise.all([this.storage.remove(row.full_name), this.storage.remove(row.thumb_name)]);
  }
}
