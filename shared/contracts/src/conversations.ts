import type { z } from 'zod';
import type { chatSummarySchema, chatsResponseSchema } from './routes/chat';
import type { likesResponseSchema } from './routes/members';

/**
 * The chat and likes calls behind the top navigation's badges (spec sections 2, 3 and 7): the spec's
 * own paths, read by the polling (user, chats and likes every 60 s, 300 s with push).
 */

/** One conversation in the member's list (spec section 3, chat store). */
export type ChatSummary = z.infer<typeof chatSummarySchema>;

/** Characters of a text the conversation list previews. */
export const CHAT_PREVIEW_LENGTH = 80;

/** GET /api/chats.php */
export type ChatsResponse = z.infer<typeof chatsResponseSchema>;

/** A member who liked the logged-in member; like_new until the member opens that profile (spec 4). */
export type LikedBy = LikesResponse['liked_by'][number];

/** GET /api/likes.php: the spec's "profiles and liked_by". */
export type LikesResponse = z.infer<typeof likesResponseSchema>;

export const CONVERSATION_PATHS = {
  chats: '/api/chats.php',
  likes: '/api/likes.php',
} as const;

/**
 * Set by the gateway on requests it forwards, after it checked the session cookie with identity: the
 * logged-in member's account id. Services trust it only together with the internal token
 * (INTERNAL_MEMBER_TOKEN_HEADER); the gateway strips both from what browsers send.
 */
export const MEMBER_ID_HEADER = 'x-rdv-member-id';
export const INTERNAL_MEMBER_TOKEN_HEADER = 'x-rdv-internal-token';
