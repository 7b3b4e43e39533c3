import { Inject, Injectable } from '@nestjs/common';
import { isPhotoName, PHOTO_STORAGE, type PhotoStorage, type StoredPhotoFile } from '@rendezvous/nest-kit/photos';
import { PhotosRepository } from './photos.repository';

/**
 * Who may see a photo file (spec 4, 6), decided per request from the row the file belongs to:
 * - its owner and operators: every file, also while it is being inspected;
 * - anyone else: only approved photos of active profiles, not of a member who blocked them;
 * - a premium member's photos other than the main one are locked for free viewers and visitors:
 *   only the blurred size is served to them.
 */
@Injectable()
export class PhotoFiles {
  constructor(
    private readonly photos: PhotosRepository,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
  ) {}

  async open(name: string, viewerId: number | null, operator: boolean): Promise<{ file: StoredPhotoFile; cacheControl: string } | null> {
    if (!isPhotoName(name)) return null;
    const row = await this.photos.fileRow(name, viewerId ?? 0);
    if (!row) return null;
    const owner = viewerId !== null && Number(row.profile_id) === viewerId;
    let cacheControl: string;
    if (owner || operator) {
      cacheControl = row.status === 'active' ? 'private, max-age=3600' : 'private, no-store';
    } else {
      if (row.status !== 'active' || !row.owner_active || row.viewer_blocked) return null;
      const sharp = name === row.filename || name === row.thumb_filename || name === row.match_filename;
      const locked = row.owner_premium && !row.is_main && !row.viewer_premium;
      if (sharp && locked) return null;
      // The main photo is everyone's to see; the others depend on the viewer, so only their browser keeps them.
      cacheControl = row.is_main ? 'public, max-age=86400' : 'private, max-age=3600';
    }
    const file = await this.storage.read(name);
    return file ? { file, cacheControl } : null;
  }
}
