/** The photos' error codes: what the route schemas (routes/members.ts) and the types (photos.ts) both need. */

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
