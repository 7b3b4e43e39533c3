import type { UserProfile } from './identity';

/**
 * The chat and likes calls behind the top navigation's badges (spec sections 2, 3 and 7): the spec's
 * own paths, read by the polling (user, chats and likes every 60 s, 300 s with push).
 */

/** One conversation in the member's list (spec section 3, chat store). */
export interface ChatSummary {
  /** the conversation id */
  id: number;
  /** the other member's profile (account) id */
  profile_id: number;
  /** messages from the other member not opened yet; opening the conversation sets it to 0 */
  num_unread_messages: number;
  /** when the newest message was sent, ISO 8601; null for a conversation without messages */
  last_message_at: string | null;
  /** the newest message, for the list's preview (a text's first CHAT_PREVIEW_LENGTH characters); null without messages */
  last_message: { sender_id: number; kind: 'text' | 'photo' | 'gift'; preview: string | null } | null;
}

/** Characters of a text the conversation list previews. */
export const CHAT_PREVIEW_LENGTH = 80;

/** GET /api/chats.php */
export interface ChatsResponse {
  chats: ChatSummary[];
}

/** A member who liked the logged-in member; like_new until the member opens that profile (spec 4). */
export interface LikedBy {
  id: number;
  like_new: boolean;
}

/** GET /api/likes.php: the spec's "profiles and liked_by". */
export interface LikesResponse {
  /** ids of the members the logged-in member liked, newest first */
  likes: number[];
  /** the members who liked the logged-in member, newest first */
  liked_by: LikedBy[];
  /** the profiles of both lists, once each */
  profiles: UserProfile[];
}

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
