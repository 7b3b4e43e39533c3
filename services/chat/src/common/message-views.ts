import type { ChatMessage, ChatMessageKind } from '@rendezvous/contracts';
import { CHAT_PATHS, CHAT_PREVIEW_LENGTH } from '@rendezvous/contracts';
import { photoUrls } from './chat-photo-id';

/** A message as the queries select it (MESSAGE_COLUMNS). */
export interface MessageRow {
  id: string;
  client_id: string | null;
  conversation_id: string;
  sender_id: string;
  kind: ChatMessageKind;
  body: string;
  created_at: Date;
  read_at: Date | null;
}

export const MESSAGE_COLUMNS = 'm.id, m.client_id, m.conversation_id, m.sender_id, m.kind, m.body, m.created_at, m.read_at';

/** bigint columns arrive as strings from pg; the contract has numbers and ISO dates. */
export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: Number(row.id),
    // Seeded messages have none; the message id stands in, so clients can still de-duplicate by it.
    client_id: row.client_id ?? `seed-${row.id}`,
    conversation_id: Number(row.conversation_id),
    sender_id: Number(row.sender_id),
    kind: row.kind,
    text: row.kind === 'text' ? row.body : null,
    gift: row.kind === 'gift' ? row.body : null,
    photo: row.kind === 'photo' ? photoOf(row.body) : null,
    created_at: new Date(row.created_at).toISOString(),
    read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
  };
}

/** A photo message's files: an uploaded photo's (through chat's access check), or a gif of the search's catalogue. */
function photoOf(body: string): { url: string; thumb_url: string } {
  if (body.startsWith(GIF_BODY_PREFIX)) {
    const url = CHAT_PATHS.gifFile(body.slice(GIF_BODY_PREFIX.length));
    return { url, thumb_url: url };
  }
  return photoUrls(body);
}

/** How a gif sent from the search is stored in a photo message's body. */
export const GIF_BODY_PREFIX = 'gif:';

/** The list's preview of a message: a text's start; photos and gifts are named by the client. */
export function previewOf(kind: ChatMessageKind, body: string): string | null {
  if (kind !== 'text') return null;
  const characters = [...body];
  return characters.length > CHAT_PREVIEW_LENGTH ? `${characters.slice(0, CHAT_PREVIEW_LENGTH).join('')}…` : body;
}
