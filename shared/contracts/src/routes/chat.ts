import { z } from 'zod';
import { CHAT_MESSAGE_KINDS, CHAT_PHOTO_ID, GIFT_CATALOGUE } from '../chat-values';
import { memberId } from '../internal/ids';
import { ANSWERS, route } from './route';

/**
 * Chat's public routes (services/chat): the conversation list and pages, sending, reading, typing,
 * deleting, photos and the gif search. The main entry's chat types (ChatMessage, ConversationPage, …)
 * are `z.infer` of these schemas.
 */

const id = z.number().int();
const isoDate = z.iso.datetime({ offset: true });

export const chatMessageKindSchema = z.enum(CHAT_MESSAGE_KINDS);

/** One message as both members see it. */
export const chatMessageSchema = z.object({
  id,
  /** the sender's own id for the message (a UUID; `seed-<id>` for seeded ones): a retried send is recognised by it */
  client_id: z.string(),
  conversation_id: id,
  sender_id: id,
  kind: chatMessageKindSchema,
  /** kind text: the text as written */
  text: z.string().nullable(),
  /** kind gift: the gift's id in GIFT_CATALOGUE */
  gift: z.string().nullable(),
  /** kind photo: the re-encoded photo's files, readable by the two members only */
  photo: z.object({ url: z.string(), thumb_url: z.string() }).nullable(),
  created_at: isoDate,
  /** when the recipient opened the conversation after it arrived; null while unread */
  read_at: isoDate.nullable(),
});

export const conversationBlockSchema = z.object({
  by: z.enum(['them', 'me']),
  name: z.string(),
});

/** One page of a conversation, oldest first; `has_more` when older messages exist (loaded on scroll up). */
export const conversationPageSchema = z.object({
  /** null before the first message: a conversation exists once one was sent */
  conversation_id: id.nullable(),
  /** the other member */
  profile_id: id,
  messages: z.array(chatMessageSchema),
  has_more: z.boolean(),
  /**
   * A block between the two members (spec 6), so the screen shows it before any send: `them` = the
   * other member blocked the viewer, `me` = the viewer blocked them, with the other member's name (their
   * card is hidden behind a block). null when there is none, or when members could not say; absent
   * from a chat instance older than the field (every send is checked again).
   */
  block: conversationBlockSchema.nullable().optional(),
});

/** One conversation in the member's list (spec section 3, chat store). */
export const chatSummarySchema = z.object({
  /** the conversation id */
  id,
  /** the other member's profile (account) id */
  profile_id: id,
  /** messages from the other member not opened yet; opening the conversation sets it to 0 */
  num_unread_messages: z.number().int(),
  /** when the newest message was sent; null for a conversation without messages */
  last_message_at: isoDate.nullable(),
  /** the newest message, for the list's preview (a text's first CHAT_PREVIEW_LENGTH characters); null without messages */
  last_message: z.object({ sender_id: id, kind: chatMessageKindSchema, preview: z.string().nullable() }).nullable(),
});

export const chatsResponseSchema = z.object({ chats: z.array(chatSummarySchema) });

/**
 * POST /api/chat/messages. The text's length limit is the site's message_length, checked by the
 * service (it depends on the host).
 */
export const sendMessageRequestSchema = z
  .strictObject({
    /** a UUID the client makes once per message and repeats on every retry */
    client_id: z.uuid(),
    /** the recipient's profile id */
    to: memberId,
    kind: z.enum(['text', 'gift', 'photo']),
    text: z.string().max(10_000).optional(),
    gift: z.enum(GIFT_CATALOGUE).optional(),
    /** the id an upload to /api/chat/photos answered */
    photo: z.string().regex(CHAT_PHOTO_ID, 'Upload the photo first.').optional(),
    /** kind photo from the gif search instead of an upload: the gif's id */
    gif_id: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'Choose a gif.')
      .optional(),
  })
  .superRefine((message, context) => {
    if (message.kind === 'text' && !message.text?.trim()) context.addIssue({ code: 'custom', path: ['text'], message: 'Write a message first.' });
    if (message.kind === 'gift' && !message.gift) context.addIssue({ code: 'custom', path: ['gift'], message: 'Choose a gift.' });
    if (message.kind === 'photo' && !message.photo === !message.gif_id)
      context.addIssue({ code: 'custom', path: ['photo'], message: 'Upload the photo first.' });
  });

/** The answer to a send: the stored message (the same one for a retry) and the balance after it. */
export const sendMessageAnswerSchema = z.object({
  message: chatMessageSchema,
  /** credits left; null when nothing was charged */
  credits: z.number().nullable(),
});

/** What the member may still send, for the send bar's explanations. */
export const chatAllowanceSchema = z.object({
  premium: z.boolean(),
  credits: z.number(),
  /** credits per kind (site settings message_credits, photo_credits, gift_credits) */
  costs: z.record(chatMessageKindSchema, z.number()),
  /** the site's message_length */
  message_length: z.number().int(),
  /** free members: conversations they may still start (of FREE_CONVERSATIONS); null for premium */
  conversations_left: z.number().int().nullable(),
  /** free members: messages they may still send (of the site's free_messages); null for premium */
  messages_left: z.number().int().nullable(),
});

/** One result of the gif search: sent as a photo message with its id. */
export const gifResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});

/** An id in the path: a conversation, a member, a message (anything else is a 404, never a 400). */
const idParams = z.object({ id: z.string() });
const notFound = { status: 404, code: 'CHAT.NOT_FOUND', description: 'no such conversation of this member' } as const;
const loggedOut = { status: 403, code: 'authentication_required', description: 'logged out' } as const;

/** GET /api/chat/socket-ticket: what opens the member's realtime socket where it reaches chat without the gateway (ADR 0010). */
export const socketTicketSchema = z.object({ ticket: z.string(), expires_in: z.number().int().min(1) });

export const chatRoutes = {
  chats: route({
    name: 'chats',
    service: 'chat',
    method: 'GET',
    path: '/api/chats.php',
    summary: "The member's conversations, newest activity first, with each one's unread count (the chat badge) and newest message",
    answer: chatsResponseSchema,
    failure: [loggedOut],
  }),
  deleteChat: route({
    name: 'deleteChat',
    service: 'chat',
    method: 'DELETE',
    path: '/api/chat.php',
    summary: 'Deletes a conversation for the member only (spec 7: the conversation as `id`); the other member keeps it',
    query: z.object({ id: z.string() }),
    answer: ANSWERS.empty('deleted'),
    status: 204,
    failure: [loggedOut, notFound],
  }),
  conversation: route({
    name: 'conversation',
    service: 'chat',
    method: 'GET',
    path: '/api/chat/conversations/:id/messages',
    summary: 'A page of a conversation, oldest first; `before` (a message id) for older ones; `block` when either member blocked the other',
    params: idParams,
    query: z.object({ before: z.string().optional() }),
    answer: conversationPageSchema,
    failure: [loggedOut, notFound],
  }),
  withMember: route({
    name: 'withMember',
    service: 'chat',
    method: 'GET',
    path: '/api/chat/members/:id/messages',
    summary: 'The conversation with a member (/members/{id}/chat): a page of it, or an empty page before the first message',
    params: idParams,
    query: z.object({ before: z.string().optional() }),
    answer: conversationPageSchema,
    failure: [loggedOut, notFound],
  }),
  read: route({
    name: 'read',
    service: 'chat',
    method: 'POST',
    path: '/api/chat/conversations/:id/read',
    summary: "Opens the conversation: the other member's messages are read, its unread count is 0 (spec 4)",
    params: idParams,
    answer: z.object({ read: z.number().int() }),
    failure: [loggedOut, notFound],
  }),
  typing: route({
    name: 'typing',
    service: 'chat',
    method: 'POST',
    path: '/api/chat/conversations/:id/typing',
    summary: "Shows the typing indicator on the other member's open pages",
    params: idParams,
    answer: ANSWERS.empty(),
    status: 204,
    failure: [loggedOut, notFound],
  }),
  send: route({
    name: 'send',
    service: 'chat',
    method: 'POST',
    path: '/api/chat/messages',
    summary: 'Sends a text, a gift or a photo; charged once per client_id, before it is stored',
    body: sendMessageRequestSchema,
    answer: sendMessageAnswerSchema,
    failure: [
      { status: 402, code: 'CREDITS.INSUFFICIENT', description: 'You do not have enough credits: nothing stored, nothing charged' },
      { status: 403, code: 'CHAT.NOT_CONFIRMED' },
      { status: 403, code: 'MEMBER.BLOCKED_BY_MEMBER' },
      { status: 403, code: 'MEMBER.BLOCKED_BY_VIEWER' },
      { status: 403, code: 'MEMBER.UNSOLICITED', description: 'privacy mode' },
      { status: 403, code: 'CHAT.CONVERSATION_LIMIT', description: 'a free member past the limits' },
      loggedOut,
      { status: 404, code: 'CHAT.NOT_FOUND', description: 'no such recipient' },
      { status: 409, code: 'CHAT.CLIENT_ID_REUSED' },
      { status: 503, code: 'SERVICE.UNAVAILABLE', description: "the site's settings could not be read" },
    ],
  }),
  allowance: route({
    name: 'allowance',
    service: 'chat',
    method: 'GET',
    path: '/api/chat/allowance',
    summary: 'What the member may still send: credits, costs per kind, and for free members the conversations and messages left',
    answer: chatAllowanceSchema,
    failure: [loggedOut],
  }),
  socketTicket: route({
    name: 'socketTicket',
    service: 'chat',
    method: 'GET',
    path: '/api/chat/socket-ticket',
    summary:
      "A short-lived ticket that opens the member's realtime socket (socket.io at /api/chat/socket, sent as the handshake's auth.ticket): valid for expires_in seconds, for this member, session and site",
    answer: socketTicketSchema,
    failure: [loggedOut],
  }),
  uploadPhoto: route({
    name: 'uploadPhoto',
    service: 'chat',
    method: 'POST',
    path: '/api/chat/photos',
    summary: 'Upload a photo to send: the body is the image (JPEG, PNG or WebP, up to 10 MB); then send a message of kind photo with its id',
    answer: z.object({ photo: z.string() }),
    status: 201,
    failure: [loggedOut, { status: 413, code: 'PHOTO.TOO_LARGE' }, { status: 415, code: 'PHOTO.NOT_AN_IMAGE' }],
  }),
  photo: route({
    name: 'photo',
    service: 'chat',
    method: 'GET',
    path: '/api/chat/photos/:id',
    summary: "A photo message's file (size=thumb for the small one): its sender and recipient only",
    params: idParams,
    query: z.object({ size: z.string().optional() }),
    answer: ANSWERS.file('image/jpeg', 'the photo (JPEG)'),
    failure: [loggedOut, notFound],
  }),
  gifs: route({
    name: 'gifs',
    service: 'chat',
    method: 'GET',
    path: '/api/chat/gifs',
    summary: 'The gif search (send one as a photo message with gif_id); an empty q gives the most popular',
    // Anything but one string (a repeated q) searches for nothing, as before the contract.
    query: z.object({ q: z.string().optional().catch(undefined) }),
    answer: z.object({ gifs: z.array(gifResultSchema) }),
    failure: [loggedOut],
  }),
  gifFile: route({
    name: 'gifFile',
    service: 'chat',
    method: 'GET',
    path: '/api/chat/gifs/:id/file',
    summary: 'A gif of the local catalogue (an animated SVG): the same for everyone, cached',
    params: z.object({ id: z.string() }),
    answer: ANSWERS.file('image/svg+xml', 'the gif (an animated SVG)'),
    failure: [{ status: 404, code: 'CHAT.NOT_FOUND' }],
  }),
};
