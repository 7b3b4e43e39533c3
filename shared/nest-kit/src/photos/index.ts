/**
 * Photos as services store them (members' profile photos, chat's photo messages): decoded and
 * encoded again with sharp, read from a streamed upload with a limit, kept on disk or in an
 * S3-compatible bucket. A separate entry point (`@rendezvous/nest-kit/photos`): services without
 * photos never load sharp or the S3 client.
 */
export * from './images';
export * from './upload';
export * from './storage/photo-storage';
export * from './storage/disk-photo-storage';
export * from './storage/s3-photo-storage';
export * from './storage/photo-storage-config';
