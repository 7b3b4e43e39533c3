import { z } from 'zod';
import { DiskPhotoStorage } from './disk-photo-storage';
import type { PhotoStorage } from './photo-storage';
import { S3PhotoStorage } from './s3-photo-storage';

/**
 * The settings of a service's photo storage (members' profile photos, chat's photo messages): a
 * folder on disk, or an S3-compatible bucket. Each service names its own folder setting.
 */
export const photoStorageConfigShape = {
  /** where photo files live: a folder on disk or an S3-compatible bucket (S3_*) */
  PHOTO_STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().default(''),
  S3_REGION: z.string().default('us-east-1'),
  /** an S3-compatible server (MinIO, Ceph); empty for AWS itself */
  S3_ENDPOINT: z.string().default(''),
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
};
export type PhotoStorageConfig = z.infer<z.ZodObject<typeof photoStorageConfigShape>>;

/** A config refinement: with PHOTO_STORAGE=s3 the bucket and its credentials are required. */
export const photoStorageComplete: [(config: PhotoStorageConfig) => boolean, { message: string; path: string[] }] = [
  (config) => config.PHOTO_STORAGE !== 's3' || Boolean(config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY),
  { message: 'PHOTO_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY', path: ['PHOTO_STORAGE'] },
];

/** The storage the settings name; `dir` is the service's folder for PHOTO_STORAGE=disk. */
export function photoStorageFor(config: PhotoStorageConfig, dir: string): PhotoStorage {
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
  return new DiskPhotoStorage(dir);
}
