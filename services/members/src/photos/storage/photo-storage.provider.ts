import type { Provider } from '@nestjs/common';
import { MEMBERS_CONFIG, type MembersConfig } from '../../config';
import { DiskPhotoStorage } from './disk-photo-storage';
import { PHOTO_STORAGE, type PhotoStorage } from './photo-storage';
import { S3PhotoStorage } from './s3-photo-storage';

/** The photo storage PHOTO_STORAGE names: a folder on disk, or an S3-compatible bucket. */
export function photoStorageFor(config: MembersConfig): PhotoStorage {
  if (config.PHOTO_STORAGE === 's3') {
    return new S3PhotoStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new DiskPhotoStorage(config.PHOTO_DIR);
}

export const photoStorageProvider: Provider = { provide: PHOTO_STORAGE, inject: [MEMBERS_CONFIG], useFactory: photoStorageFor };
