import type { ChatMessageKind } from '@rendezvous/contracts';
import type { EntityManager } from 'typeorm';
import type { MessageRow } from '../common/message-views';

export interface NewMessage {
  /** the pair's conversation when it is known to exist; null starts it in the same statement */
  conversationId: number | null;
  senderId: number;
  recipientId: number;
  kind: ChatMessageKind;
  body: string;
  clientId: string;
  credits: number;
  /** not counted against a free member's free messages (a lander's signup message) */
  free?: boolean;
}

const RETURNED = 'RETURNING id, client_id, conversation_id, sender_id, kind, body, created_at, read_at';

/**
 * Stores a message in one statement, so it needs no transaction of its own: into the known
 * conversation, or into the pair's conversation started by the same statement (when the other member
 * starts it at the same moment, one insert wins and both messages get its id). Nothing is stored, and
 * no row comes back, when the sender stored this client id before (a retried send).
 */
export async function insertMessage(manager: EntityManager, message: NewMessage): Promise<MessageRow | undefined> {
  const values = [message.senderId, message.kind, message.body, message.clientId, message.credits, message.free ?? false];
  if (message.conversationId !== null) {
    const [row]: MessageRow[] = await manager.query(
      `INSERT INTO messages (conversation_id, sender_id, kind, body, client_id, credits, free) VALUES ($7, $1, $2, $3, $4, $5, $6)
       ON CONFLICT (sender_id, client_id) WHERE client_id IS NOT NULL DO NOTHING ${RETURNED}`,
      [...values, message.conversationId],
    );
    return row;
  }
  const [low, high] = message.senderId < message.recipientId ? [message.senderId, message.recipientId] : [message.recipientId, message.senderId];
  const [row]: MessageRow[] = await manager.query(
    `WITH pair AS (
       INSERT INTO conversations (member_a, member_b, started_by) VALUES ($7, $8, $1)
       ON CONFLICT (member_a, member_b) DO UPDATE SET member_a = excluded.member_a
       RETURNING id)
     INSERT INTO messages (conversation_id, sender_id, kind, body, client_id, credits, free)
     SELECT pair.id, $1, $2, $3, $4, $5, $6 FROM pair
     ON CONFLICT (sender_id, client_id) WHERE client_id IS NOT NULL DO NOTHING ${RETURNED}`,
    [...values, low, high],
  );
  return row;
}
