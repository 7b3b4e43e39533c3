/**
 * The chat area's calls beyond the spec's two (GET /api/chats.php, DELETE /api/chat.php), its
 * realtime events and its rules (spec sections 3, 4, 6, 9). Services/chat answers them; mfe-chat and
 * the shell's realtime connection read them.
 */

import type { z } from 'zod';
import type { ErrorEnvelope } from './errors';
import { CHAT_PHOTO_ID, GIFT_CATALOGUE, type CHAT_MESSAGE_KINDS } from './chat-values';
import type {
  chatAllowanceSchema,
  chatMessageSchema,
  conversationBlockSchema,
  conversationPageSchema,
  gifResultSchema,
  sendMessageAnswerSchema,
  sendMessageRequestSchema,
  socketTicketSchema,
} from './routes/chat';

// The gift catalogue and the photo id pattern live with the route schemas' values (chat-values.ts).
export { CHAT_PHOTO_ID, GIFT_CATALOGUE };

// The shapes are the route schemas' (routes/chat.ts, where each field is described); these names are theirs for the front end.

/** What a chat message carries (spec 3): a text, a photo or a gift. */
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

/** One message as both members see it. */
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One page of a conversation, oldest first; `has_more` when older messages exist (loaded on scroll up). */
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export type ConversationBlock = z.infer<typeof conversationBlockSchema>;

/** POST /api/chat/messages */
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

/** One result of the gif search (GET CHAT_PATHS.gifs): sent as a photo message with its id. */
export type GifResult = z.infer<typeof gifResultSchema>;

/** The answer to a send: the stored message (the same one for a retry) and the balance after it. */
export type SendMessageAnswer = z.infer<typeof sendMessageAnswerSchema>;

/** GET /api/chat/socket-ticket: the ticket that opens the member's realtime socket. */
export type SocketTicket = z.infer<typeof socketTicketSchema>;

/** GET /api/chat/allowance: what the member may still send, for the send bar's explanations. */
export type ChatAllowance = z.infer<typeof chatAllowanceSchema>;

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
  /**
   * the socket.io endpoint (WebSocket transport only): through the gateway's pipe (`npm start`), or straight to
   * chat where an ingress routes it there (ADR 0010); either way the handshake carries a ticket (socketTicket)
   */
  socket: '/api/chat/socket',
  /** GET: { ticket, expires_in }, the ticket that opens the socket */
  socketTicket: '/api/chat/socket-ticket',
} as const;

/** Messages per page of a conversation. */
export const CHAT_PAGE_SIZE = 30;
/** Conversations a free member may start (spec 6, 9). */
export const FREE_CONVERSATIONS = 2;
/** How long a typing indicator shows after the last typing event; clients send one at most every TYPING_EVERY_MS. */
export const TYPING_SHOWN_MS = 4_000;
export const TYPING_EVERY_MS = 2_500;

/**
 * What the member's socket may send (ADR 0010, step 3): a message, as POST /api/chat/messages takes it,
 * with the same rules, answer and error envelope in the acknowledgement. Every other write is an HTTP call.
 */
export interface ChatClientEvents {
  'chat:send': (request: SendMessageRequest, ack: (answer: ChatSendAck) => void) => void;
}

/** The acknowledgement of a `chat:send`: the POST's answer, or its error envelope (a 402, a 403, a 429...). */
export type ChatSendAck = { ok: true; answer: SendMessageAnswer } | { ok: false; error: ErrorEnvelope };

/** Events the server pushes over the socket. */
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

/** A gift's id in GIFT_CATALOGUE. */
export type GiftId = (typeof GIFT_CATALOGUE)[number];
