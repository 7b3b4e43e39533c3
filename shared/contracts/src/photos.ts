import type { z } from 'zod';
import type { ownPhotoSchema, ownPhotosSchema, pendingPhotoSchema, profilePhotoSchema } from './routes/members';

export * from './photos-values';

/**
 * Profile photos (spec 4, 5, 6): members upload, the service re-encodes, operators inspect.
 * Files are served at `{cdn_prefix}/{filename}` (the site's cdn_prefix, /photos by default) by the
 * members service behind the gateway, which decides per request who may see which file.
 */

/** Photos a member may hold (spec 5, 9): free members 3, premium members 25. */
export const PHOTO_LIMITS = { free: 3, premium: 25 } as const;
export const photoLimitFor = (premium: boolean) => (premium ? PHOTO_LIMITS.premium : PHOTO_LIMITS.free);

/** The largest upload, counted while the body streams; larger ones are answered 413. */
export const PHOTO_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** What an upload may be: decoded and re-encoded as JPEG whatever it was. */
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type PhotoStatus = OwnPhoto['status'];

/** One of the member's own photos, on /profile (being inspected ones included: only their owner sees them). */
export type OwnPhoto = z.infer<typeof ownPhotoSchema>;

/** GET /api/members/photos, and the answer of every change */
export type OwnPhotos = z.infer<typeof ownPhotosSchema>;

/**
 * A photo on someone's profile. A free viewer (or a visitor) sees a premium member's photos other
 * than the main one only blurred (spec 6): then only the blurred file's name leaves the server.
 */
export type ProfilePhoto = z.infer<typeof profilePhotoSchema>;

/** Operators' list of photos waiting for inspection (bearer ADMIN_TOKEN). */
export type PendingPhoto = z.infer<typeof pendingPhotoSchema>;

export const PHOTOS_PATHS = {
  own: '/api/members/photos',
  one: (id: number) => `/api/members/photos/${id}`,
  main: (id: number) => `/api/members/photos/${id}/main`,
  pending: '/api/members/admin/photos',
  approve: (id: number) => `/api/members/admin/photos/${id}/approve`,
  reject: (id: number) => `/api/members/admin/photos/${id}/reject`,
} as const;

export const PHOTO_MESSAGES = {
  limit: (limit: number) => `You can have up to ${limit} photos. Delete one to add another.`,
  limitFree: (limit: number, premiumLimit: number) => `You can have up to ${limit} photos. Go premium to add up to ${premiumLimit}.`,
  notAnImage: 'This file is not a photo we can read. Upload a JPEG, PNG or WebP image.',
  tooLarge: 'This photo is larger than 10 MB.',
  notFound: 'This photo could not be found.',
  notInspected: 'A photo can become your main photo once it has been inspected.',
} as const;
