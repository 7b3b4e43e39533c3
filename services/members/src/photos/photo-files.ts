import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isPhotoName, PHOTO_STORAGE, type PhotoStorage, type StoredPhotoFile } from '@rendezvous/nest-kit/photos';

interface FileRow {
  profile_id: string;
  status: string;
  is_main: boolean;
  filename: string;
  thumb_filename: string;
  match_filename: string;
  blurred_filename: string;
  owner_premium: boolean;
  owner_active: boolean;
  viewer_premium: boolean | null;
  viewer_blocked: boolean;
}

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
    private readonly dataSource: DataSource,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
  ) {}

  async open(name: string, viewerId: number | null, operator: boolean): Promise<{ file: StoredPhotoFile; cacheControl: string } | null> {
    if (!isPhotoName(name)) return null;
    const [row] = (await this.dataSource.query(
      `SELECT ph.profile_id, ph.status, ph.is_main, ph.filename, ph.thumb_filename, ph.match_filename, ph.blurred_filename,
              owner.premium AS owner_premium, owner.status = 'active' AS owner_active,
              (SELECT premium FROM profiles WHERE id = $2) AS viewer_premium,
              EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ph.profile_id AND b.blocked_id = $2) AS viewer_blocked
         FROM photos ph JOIN profiles owner ON owner.id = ph.profile_id
        WHERE ph.filename = $1 OR ph.thumb_filename = $1 OR ph.match_filename = $1 OR ph.blurred_filename = $1`,
      [name, viewerId ?? 0],
    )) as FileRow[];
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
