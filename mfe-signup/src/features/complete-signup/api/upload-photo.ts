import { apiRequest } from '@rendezvous/api-client';
import { PHOTO_UPLOAD_MAX_BYTES, PHOTO_UPLOAD_TYPES, PHOTOS_PATHS, type OwnPhotos } from '@rendezvous/contracts';

/** POST /api/members/photos with the image itself as the body (its own Content-Type, not multipart). */
export function uploadPhoto(file: File): Promise<OwnPhotos> {
  return apiRequest<OwnPhotos>(PHOTOS_PATHS.own, { method: 'POST', body: file });
}

/**
 * What the server would refuse, told before the upload starts (same rules and wording as its
 * PHOTO.TOO_LARGE and PHOTO.NOT_AN_IMAGE; mfe-members' /profile checks the same); the server decides.
 */
export function photoFileProblem(file: File): 'too_large' | 'not_an_image' | null {
  if (!(PHOTO_UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'not_an_image';
  if (file.size > PHOTO_UPLOAD_MAX_BYTES) return 'too_large';
  return null;
}
