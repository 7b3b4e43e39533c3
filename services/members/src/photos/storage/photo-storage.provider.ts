import { PHOTO_STORAGE, photoStorageFor as storageFor, type PhotoStorage } from '@rendezvous/nest-kit/photos';
import type { Provider } from '@nestjs/common';
import { MEMBERS_CONFIG, type MembersConfig } from '../../config';

/** The photo storage PHOTO_STORAGE names: the folder PHOTO_DIR, or an S3-compatible bucket. */
export function photoStorageFor(config: MembersConfig): PhotoStorage {
  return storageFor(config, config.PHOTO_DIR);
}

export const photoStorageProvider: Provider = { provide: PHOTO_STORAGE, inject: [MEMBERS_CONFIG], useFactory: photoStorageFor };
