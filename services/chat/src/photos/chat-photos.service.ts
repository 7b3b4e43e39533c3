import { CHAT_ERROR_CODES, CHAT_MESSAGES } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { encodePhoto, PHOTO_STORAGE, readUpload, type PhotoStorage, type StoredPhotoFile } from '@rendezvous/nest-kit/photos';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import { isChatPhotoId } from '../common/chat-photo-id';
import { ChatPhotosRepository } from './chat-photos.repository';

/** Uploads nobody sent within this time are removed with their files (chat-photos sweep). */
export const UNSENT_PHOTO_TTL_MS = 24 * 60 * 60_000;

const photoNotFound = () => new AppError(404, CHAT_ERROR_CODES.notFound, CHAT_MESSAGES.notFound);

/**
 * Photos in chat messages (issue 10): decoded and encoded again with sharp like profile photos (no
 * EXIF, no GPS position, only decodable images), stored in chat's own storage (CHAT_PHOTO_DIR or a
 * bucket), and readable only by their sender and, once sent, the recipient.
 */
@Injectable()
export class ChatPhotosService {
  constructor(
    private readonly photos: ChatPhotosRepository,
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
    await this.photos.insert(id, ownerId, fullName, thumbName);
    return { photo: id };
  }

  /**
   * Before a photo message is stored: the photo is the sender's and not sent yet (a photo is sent
   * once). Locks the row until the caller's transaction ends.
   */
  async assertSendable(tx: EntityManager, senderId: number, photoId: string): Promise<void> {
    const upload = await this.photos.lockOwned(tx, photoId, senderId);
    if (!upload || upload.message_id !== null) throw new AppError(400, 'VALIDATION_FAILED', 'Upload the photo first.', { photo: ['Upload the photo first.'] });
  }

  async attach(tx: EntityManager, photoId: string, messageId: number): Promise<void> {
    await this.photos.attach(tx, photoId, messageId);
  }

  /**
   * A photo's file for a viewer: its sender, or the other member of the conversation its message is
   * in, unless that member deleted the conversation since. Anyone else gets the same 404 as for a
   * photo that does not exist.
   */
  async open(viewerId: number, photoId: string, size: 'full' | 'thumb'): Promise<StoredPhotoFile> {
    if (!isChatPhotoId(photoId)) throw photoNotFound();
    const row = await this.photos.filesFor(photoId, viewerId);
    if (!row) throw photoNotFound();
    const file = await this.storage.read(size === 'thumb' ? row.thumb_name : row.full_name);
    if (!file) throw photoNotFound();
    return file;
  }

  /** The member is purged: their uploads and every photo of their conversations go, files first. */
  async purge(tx: EntityManager, memberId: number): Promise<void> {
    const rows = await this.photos.deleteOfMember(tx, memberId);
    for (const row of rows) await Promise.all([this.storage.remove(row.full_name), this.storage.remove(row.thumb_name)]);
  }
}
