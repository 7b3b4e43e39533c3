import { apiRequest } from '@rendezvous/api-client';
import { CONVERSATION_PATHS, type LikesResponse } from '@rendezvous/contracts';

/** GET /api/likes.php (spec 7): whom the member liked, who liked them (like_new until opened), and those profiles. */
export function getLikes(): Promise<LikesResponse> {
  return apiRequest<LikesResponse>(CONVERSATION_PATHS.likes);
}
