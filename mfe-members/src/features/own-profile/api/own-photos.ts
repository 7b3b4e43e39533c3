import { apiRequest } from '@rendezvous/api-client';
import { PHOTO_UPLOAD_MAX_BYTES, PHOTO_UPLOAD_TYPES, PHOTOS_PATHS, type OwnPhotos } from '@rendezvous/contracts';

/** GET /api/members/photos */
export function getOwnPhotos(): Promise<OwnPhotos> {
  return apiRequest<OwnPhotos>(PHOTOS_PATHS.own);
}

/** POST /api/members/photos with the image itself as the body (its own Content-Type, not multipart). */
export function uploadPhoto(file: File): Promise<OwnPhotos> {
  return apiRequest<OwnPhotos>(PHOTOS_PATHS.own, { method: 'POST', body: file });
}

/** DELETE /api/members/photos/{id} */
export function deletePhoto(id: number): Promise<OwnPhotos> {
  return apiRequest<OwnPhotos>(PHOTOS_PATHS.one(id), { method: 'DELETE' });
}

/** PUT /api/members/photos/{id}/main: only an inspected photo can become the main one. */
export function makeMainPhoto(id: number): Promise<OwnPhotos> {
  return apiRequest<OwnPhotos>(PHOTOS_PATHS.main(id), { method: 'PUT' });
}

/**
 * What the server would refuse, told before the upload starts (same rules and wording as its
 * PHOTO.TOO_LARGE and PHOTO.NOT_AN_IMAGE); the server still decides, this only spares the wait.
 */
export function photoFileProblem(file: File): 'too_large' | 'not_an_image' | null {
  if (!(PHOTO_UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'not_an_image';
  if (file.size > PHOTO_UPLOAD_MAX_BYTES) return 'too_large';
  return null;
}
