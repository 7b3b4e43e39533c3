/**
 * The chat area's calls beyond the spec's two (GET /api/chats.php, DELETE /api/chat.php), its
 * realtime events and its rules (spec sections 3, 4, 6, 9). Services/chat answers them; mfe-chat and
 * the shell's realtime connection read them.
 */

/** What a chat message carries (spec 3): a text, a photo or a gift. */
export type ChatMessageKind = 'text' | 'photo' | 'gift';

/** One message as both members see it. */
export interface ChatMessage {
  id: number;
  /** the sender's own id for the message (a UUID): a retried send is recognised by it */
  client_id: string;
  conversation_id: number;
  sender_id: number;
  kind: ChatMessageKind;
  /** kind text: the text as written */
  text: string | null;
  /** kind gift: the gift's id in GIFT_CATALOGUE */
  gift: string | null;
  /** kind photo: the re-encoded photo's files, readable by the two members only */
  photo: { url: string; thumb_url: string } | null;
  /** ISO 8601 */
  created_at: string;
  /** when the recipient opened the conversation after it arrived; null while unread */
  read_at: string | null;
}

/** One page of a conversation, oldest first; `has_more` when older messages exist (loaded on scroll up). */
export interface ConversationPage {
  /** null before the first message: a conversation exists once one was sent */
  conversation_id: number | null;
  /** the other member */
  profile_id: number;
  messages: ChatMessage[];
  has_more: boolean;
  /**
   * A block between the two members (spec 6), so the screen shows it before any send: `them` = the
   * other member blocked the viewer, `me` = the viewer blocked them, with the other member's name (their
   * card is hidden behind a block). null when there is none, or when members could not say; absent
   * from a chat instance older than the field (every send is checked again).
   */
  block?: ConversationBlock | null;
}

export interface ConversationBlock {
  by: 'them' | 'me';
  name: string;
}

/** POST /api/chat/messages */
export interface SendMessageRequest {
  /** a UUID the client makes once per message and repeats on every retry */
  client_id: string;
  /** the recipient's profile id */
  to: number;
  kind: ChatMessageKind;
  text?: string;
  gift?: string;
  /** the id an upload to CHAT_PATHS.photos answered */
  photo?: string;
  /** kind photo from the gif search instead of an upload: the gif's id (CHAT_PATHS.gifs) */
  gif_id?: string;
}

/** One result of the gif search (GET CHAT_PATHS.gifs): sent as a photo message with its id. */
export interface GifResult {
  id: string;
  title: string;
  url: string;
  width: number;
  height: number;
}

/** The answer to a send: the stored message (the same one for a retry) and the balance after it. */
export interface SendMessageAnswer {
  message: ChatMessage;
  /** credits left; null when nothing was charged (a free signup message) */
  credits: number | null;
}

/** GET /api/chat/allowance: what the member may still send, for the send bar's explanations. */
export interface ChatAllowance {
  premium: boolean;
  credits: number;
  /** credits per kind (site settings message_credits, photo_credits, gift_credits) */
  costs: Record<ChatMessageKind, number>;
  /** the site's message_length */
  message_length: number;
  /** free members: conversations they may still start (of FREE_CONVERSATIONS); null for premium */
  conversations_left: number | null;
  /** free members: messages they may still send (of the site's free_messages); null for premium */
  messages_left: number | null;
}

export const CHAT_PATHS = {
  chats: '/api/chats.php',
  /** DELETE with the conversation's id as `id` (spec 7) */
  deleteChat: (id: number) => `/api/chat.php?id=${id}`,
  conversation: (id: number, before?: number) => `/api/chat/conversations/${id}/messages${before ? `?before=${before}` : ''}`,
  withMember: (profileId: number, before?: number) => `/api/chat/members/${profileId}/messages${before ? `?before=${before}` : ''}`,
  send: '/api/chat/messages',
  read: (id: number) => `/api/chat/conversations/${id}/read`,
  typing: (id: number) => `/api/chat/conversations/${id}/typing`,
  allowance: '/api/chat/allowance',
  /** POST the image itself (JPEG, PNG or WebP, up to PHOTO_UPLOAD_MAX_BYTES): answers { photo } to send */
  photos: '/api/chat/photos',
  photo: (id: string, size?: 'thumb') => `/api/chat/photos/${id}${size ? `?size=${size}` : ''}`,
  /** the gif search: { gifs: GifResult[] }; an empty query gives the most popular */
  gifs: (query: string) => `/api/chat/gifs?q=${encodeURIComponent(query)}`,
  gifFile: (id: string) => `/api/chat/gifs/${encodeURIComponent(id)}/file`,
  /** the socket.io endpoint, through the gateway (WebSocket transport only) */
  socket: '/api/chat/socket',
} as const;

/** Messages per page of a conversation. */
export const CHAT_PAGE_SIZE = 30;
/** Conversations a free member may start (spec 6, 9). */
export const FREE_CONVERSATIONS = 2;
/** How long a typing indicator shows after the last typing event; clients send one at most every TYPING_EVERY_MS. */
export const TYPING_SHOWN_MS = 4_000;
export const TYPING_EVERY_MS = 2_500;

/** Events the server pushes over the socket (server to client only: every write is an HTTP call). */
export interface ChatServerEvents {
  /** a message in one of the member's conversations, the member's own (from another tab) included */
  'chat:message': (message: ChatMessage) => void;
  'chat:typing': (event: { conversation_id: number; member_id: number }) => void;
  /** the other member opened the conversation: the member's messages up to now are read */
  'chat:read': (event: { conversation_id: number; reader_id: number; read_at: string }) => void;
  /** the member deleted the conversation (in another tab) */
  'chat:deleted': (event: { conversation_id: number }) => void;
}
export type ChatEvent = { [K in keyof ChatServerEvents]: { type: K; payload: Parameters<ChatServerEvents[K]>[0] } }[keyof ChatServerEvents];

export const CHAT_ERROR_CODES = {
  insufficientCredits: 'CREDITS.INSUFFICIENT',
  conversationLimit: 'CHAT.CONVERSATION_LIMIT',
  freeMessageLimit: 'CHAT.FREE_MESSAGE_LIMIT',
  notConfirmed: 'CHAT.NOT_CONFIRMED',
  blockedByMember: 'MEMBER.BLOCKED_BY_MEMBER',
  blockedByViewer: 'MEMBER.BLOCKED_BY_VIEWER',
  unsolicited: 'MEMBER.UNSOLICITED',
  notFound: 'CHAT.NOT_FOUND',
  notYourself: 'CHAT.NOT_YOURSELF',
  clientIdReused: 'CHAT.CLIENT_ID_REUSED',
} as const;

export const CHAT_MESSAGES = {
  insufficientCredits: 'You do not have enough credits',
  conversationLimit: `Free members can chat with ${FREE_CONVERSATIONS} members. Go premium to start more conversations.`,
  freeMessageLimit: 'You have used your free messages. Go premium to keep chatting.',
  notConfirmed: 'Please confirm your e-mail address before you send messages.',
  unsolicited: 'This member only receives messages from members they liked or wrote to.',
  blockedByViewer: 'You blocked this member. Unblock them to send a message.',
  notFound: 'This page could not be found',
  notYourself: 'You cannot send a message to yourself.',
  clientIdReused: 'This message id was already used for another message.',
} as const;

/**
 * The gift catalogue: each gift's id; mfe-chat ships its picture and translated name. A gift costs
 * the site's gift_credits whatever it is.
 */
export const GIFT_CATALOGUE = ['rose', 'heart', 'chocolates', 'champagne', 'teddy', 'diamond', 'cocktail', 'kiss'] as const;
export type GiftId = (typeof GIFT_CATALOGUE)[number];
