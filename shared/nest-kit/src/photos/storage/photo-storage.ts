import type { Readable } from 'node:stream';

/** A stored file as it is read back: a stream of its bytes and its length. */
export interface StoredPhotoFile {
  body: Readable;
  size: number;
}

/**
 * Where photo files live. Names are `<member id>/<random token>.<ext>`: unguessable, so only the
 * service's answers reveal them, and one folder per member so a purge finds them all.
 * Two implementations pass the same tests (test/photo-storage.e2e-spec.ts): a folder on disk
 * (DiskPhotoStorage, the default) and an S3-compatible bucket (S3PhotoStorage), chosen by
 * PHOTO_STORAGE.
 */
export interface PhotoStorage {
  /** Writes a file whole or not at all: a reader never sees half of it. */
  write(name: string, content: Buffer): Promise<void>;
  /** Writes unless a file of that name exists (demo data); whether it wrote. */
  writeIfMissing(name: string, content: Buffer | string): Promise<boolean>;
  /** The file, or null when there is none. */
  read(name: string): Promise<StoredPhotoFile | null>;
  /** Removes a file; a missing one is no error. */
  remove(name: string): Promise<void>;
}

export const PHOTO_STORAGE = Symbol('PHOTO_STORAGE');

const NAME = /^[0-9]{1,19}\/[A-Za-z0-9_-]{1,64}\.(jpg|svg)$/;

/** Refuses anything that is not one of our file names (no "..", no absolute paths, no other types). */
export function assertPhotoName(name: string): void {
  if (!NAME.test(name)) throw new Error(`not a photo file name: ${name}`);
}

export const isPhotoName = (name: string) => NAME.test(name);

/** The content type a file is served with, by its extension. */
export const contentTypeOf = (name: string) => (name.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg');
