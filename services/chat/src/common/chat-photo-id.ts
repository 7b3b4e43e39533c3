import { CHAT_PATHS, CHAT_PHOTO_ID } from '@rendezvous/contracts';

/** A chat photo's id (18 random bytes, base64url: chat-photos.service.ts makes them), by the contract's one pattern. */

export const isChatPhotoId = (id: string) => CHAT_PHOTO_ID.test(id);

/** Where a photo message's files are read: through chat, which checks who asks (photos/chat-photos.controller.ts). */
export function photoUrls(id: string): { url: string; thumb_url: string } {
  return { url: CHAT_PATHS.photo(id), thumb_url: CHAT_PATHS.photo(id, 'thumb') };
}
