import { PHOTOS_ERROR_CODES, PHOTO_MESSAGES } from '@rendezvous/contracts';
import { AppError } from '../errors';
import sharp from 'sharp';

/** The sizes an upload can be stored in (members keeps all four, chat full and thumb). */
export interface PhotoImages {
  /** the lightbox's, at most 1600 px on its longer side */
  full: Buffer;
  /** square 320 px: cards, grids */
  thumb: Buffer;
  /** square 640 px: the match modal's `main_image.match` */
  match: Buffer;
  /** square 320 px, blurred beyond recognition: what free viewers see of a premium member's locked photos (spec 6) */
  blurred: Buffer;
}

/** Decompression bombs: a 10 MB file may claim a billion pixels. 50 megapixels is more than any phone camera. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export const notAnImage = () => new AppError(415, PHOTOS_ERROR_CODES.notAnImage, PHOTO_MESSAGES.notAnImage);

/**
 * Decodes an upload and encodes it again, whatever it claimed to be: only a decodable JPEG, PNG or
 * WebP image passes, and nothing of the original file (EXIF with its GPS position, camera serial
 * numbers, embedded thumbnails, trailing bytes) is stored, because sharp writes no metadata unless
 * asked. The EXIF orientation is applied first, so a phone's portrait photo stays upright.
 */
export type PhotoSize = keyof PhotoImages;
export const ALL_PHOTO_SIZES: readonly PhotoSize[] = ['full', 'thumb', 'match', 'blurred'];

export async function encodePhoto<S extends PhotoSize = PhotoSize>(
  upload: Buffer,
  sizes: readonly S[] = ALL_PHOTO_SIZES as readonly S[],
): Promise<Pick<PhotoImages, S>> {
  const input = () => sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const { format, width, height } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height) throw notAnImage();
    const square = (size: number) => input().resize(size, size, { fit: 'cover', position: sharp.strategy.attention });
    const encoders: Record<PhotoSize, () => Promise<Buffer>> = {
      full: () => input().resize(1600, 1600, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
      thumb: () => square(320).jpeg({ quality: 78, mozjpeg: true }).toBuffer(),
      match: () => square(640).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
      // Shrunk before blurring: the blurred file cannot be sharpened back into the photo.
      blurred: () => input().resize(40, 40, { fit: 'cover' }).blur(2).resize(320, 320, { kernel: 'cubic' }).blur(8).jpeg({ quality: 60 }).toBuffer(),
    };
    const encoded = await Promise.all(sizes.map(async (size) => [size, await encoders[size]()] as const));
    return Object.fromEntries(encoded) as Pick<PhotoImages, S>;
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp's "unsupported image format", "corrupt header", "input exceeds pixel limit": all the member's file, none ours.
    throw notAnImage();
  }
}
