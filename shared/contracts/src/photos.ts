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

export type PhotoStatus = 'active' | 'being_inspected';

/** One of the member's own photos, on /profile (being inspected ones included: only their owner sees them). */
export interface OwnPhoto {
  id: number;
  status: PhotoStatus;
  /** the profile's main photo (one per profile; the first upload becomes it) */
  main: boolean;
  filename: string;
  thumb_filename: string;
  created_at: string;
}

/** GET /api/members/photos, and the answer of every change */
export interface OwnPhotos {
  photos: OwnPhoto[];
  /** how many the member may hold now (PHOTO_LIMITS by premium) */
  limit: number;
  premium: boolean;
}

/**
 * A photo on someone's profile. A free viewer (or a visitor) sees a premium member's photos other
 * than the main one only blurred (spec 6): then only the blurred file's name leaves the server.
 */
export type ProfilePhoto = { id: number; locked: false; filename: string; thumb_filename: string } | { id: number; locked: true; blurred_filename: string };

/** Operators' list of photos waiting for inspection (bearer ADMIN_TOKEN). */
export interface PendingPhoto {
  id: number;
  member_id: number;
  member_name: string;
  filename: string;
  thumb_filename: string;
  created_at: string;
}

export const PHOTOS_PATHS = {
  own: '/api/members/photos',
  one: (id: number) => `/api/members/photos/${id}`,
  main: (id: number) => `/api/members/photos/${id}/main`,
  pending: '/api/members/admin/photos',
  approve: (id: number) => `/api/members/admin/photos/${id}/approve`,
  reject: (id: number) => `/api/members/admin/photos/${id}/reject`,
} as const;

export const PHOTOS_ERROR_CODES = {
  /** more photos than PHOTO_LIMITS allow: nothing was stored */
  limit: 'PHOTO.LIMIT',
  /** not a decodable JPEG, PNG or WebP image */
  notAnImage: 'PHOTO.NOT_AN_IMAGE',
  tooLarge: 'PHOTO.TOO_LARGE',
  notFound: 'PHOTO.NOT_FOUND',
  /** only an approved photo can become the main one */
  notInspected: 'PHOTO.NOT_INSPECTED',
} as const;

export const PHOTO_MESSAGES = {
  limit: (limit: number) => `You can have up to ${limit} photos. Delete one to add another.`,
  limitFree: (limit: number, premiumLimit: number) => `You can have up to ${limit} photos. Go premium to add up to ${premiumLimit}.`,
  notAnImage: 'This file is not a photo we can read. Upload a JPEG, PNG or WebP image.',
  tooLarge: 'This photo is larger than 10 MB.',
  notFound: 'This photo could not be found.',
  notInspected: 'A photo can become your main photo once it has been inspected.',
} as const;
