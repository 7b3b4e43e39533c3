import type { ChatMessageKind } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { MESSAGE_COLUMNS, type MessageRow } from '../common/message-views';
import type { ContactFactsRow } from '../common/contact-facts';

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

/**
 * What a send looks up first (findSend): the pair's conversation, the sender's message stored under the
 * client id with its recipient, and the contact facts chat keeps about the two members.
 */
export type SendLookupRow = Partial<MessageRow> & { pair_id: string | null; recipient: string | null } & ContactFactsRow;

const RETURNED = 'RETURNING id, client_id, conversation_id, sender_id, kind, body, created_at, read_at';

/**
 * The messages table as sends write and count it (a conversation's pages are read by the conversations
 * resource). Every method runs in the caller's transaction when given one (`tx`), else on its own;
 * `transaction(work)` opens one.
 */
@Injectable()
export class MessagesStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One of a send's statements: in the caller's transaction when given one; else as a named prepared
   * statement on a pool connection, which Postgres parses and plans once per connection instead of on
   * every message (findSend's planning took about 3x its execution: 0.17 against 0.05 ms).
   */
  private async run<T>(tx: EntityManager | undefined, name: string, text: string, values: unknown[]): Promise<T[]> {
    if (tx) return (await tx.query(text, values)) as T[];
    // TypeORM's Postgres driver keeps its pg pool as `master`.
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    return (await pool.query({ name, text, values })).rows as T[];
  }

  /** Runs `work` in one transaction; the outbox publishes with the same `tx`. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Stores a message in one statement, so it needs no transaction of its own: into the known
   * conversation, or into the pair's conversation started by the same statement (when the other member
   * starts it at the same moment, one insert wins and both messages get its id). Nothing is stored, and
   * no row comes back, when the sender stored this client id before (a retried send).
   */
  async insert(message: NewMessage, tx?: EntityManager): Promise<MessageRow | undefined> {
    const values = [message.senderId, message.kind, message.body, message.clientId, message.credits, message.free ?? false];
    if (message.conversationId !== null) {
      const [row] = await this.run<MessageRow>(
        tx,
        'chat-insert-message',
        `INSERT INTO messages (conversation_id, sender_id, kind, body, client_id, credits, free) VALUES ($7, $1, $2, $3, $4, $5, $6)
       ON CONFLICT (sender_id, client_id) WHERE client_id IS NOT NULL DO NOTHING ${RETURNED}`,
        [...values, message.conversationId],
      );
      return row;
    }
    const [low, high] = message.senderId < message.recipientId ? [message.senderId, message.recipientId] : [message.recipientId, message.senderId];
    const [row] = await this.run<MessageRow>(
      tx,
      'chat-insert-message-and-pair',
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

  /**
   * In one round trip: the pair's conversation (null when none), the sender's message stored under
   * `clientId` with its recipient (no id when none), and chat's contact facts about the pair (nulls
   * where one is not known yet).
   */
  async findSend(senderId: number, recipientId: number, clientId: string, tx?: EntityManager): Promise<SendLookupRow> {
    const [low, high] = senderId < recipientId ? [senderId, recipientId] : [recipientId, senderId];
    const [row] = await this.run<SendLookupRow>(
      tx,
      'chat-find-send',
      `SELECT pair.id AS pair_id, ${MESSAGE_COLUMNS}, CASE WHEN c.member_a = m.sender_id THEN c.member_b ELSE c.member_a END AS recipient,
              r.name AS recipient_name, r.active AS recipient_active, r.protected AS recipient_protected,
              s.name AS sender_name, s.premium AS sender_premium,
              block_in.present AS blocked_by_recipient, block_out.present AS blocked_by_sender, like_in.present AS recipient_liked_sender
         FROM (SELECT 1) AS one
         LEFT JOIN conversations pair ON pair.member_a = $1 AND pair.member_b = $2
         LEFT JOIN messages m ON m.sender_id = $3 AND m.client_id = $4
         LEFT JOIN conversations c ON c.id = m.conversation_id
         LEFT JOIN contact_members r ON r.member_id = $5
         LEFT JOIN contact_members s ON s.member_id = $3
         LEFT JOIN contact_pairs block_in ON block_in.from_id = $5 AND block_in.to_id = $3 AND block_in.fact = 'block'
         LEFT JOIN contact_pairs block_out ON block_out.from_id = $3 AND block_out.to_id = $5 AND block_out.fact = 'block'
         LEFT JOIN contact_pairs like_in ON like_in.from_id = $5 AND like_in.to_id = $3 AND like_in.fact = 'like'`,
      [low, high, senderId, clientId, recipientId],
    );
    return row;
  }

  /** Whether the member wrote in the conversation. */
  async hasWritten(conversationId: number, memberId: number, tx: EntityManager = this.dataSource.manager): Promise<boolean> {
    const rows: unknown[] = await tx.query('SELECT 1 FROM messages WHERE conversation_id = $1 AND sender_id = $2 LIMIT 1', [conversationId, memberId]);
    return rows.length > 0;
  }

  /**
   * What a free member has used: conversations started (deleted ones too) and free messages, i.e. their
   * texts stored at 0 credits (a lander's signup message is `free` and not counted). A free message is
   * known by the stored row itself, so it counts once however often its send is retried.
   */
  async freeUse(memberId: number, tx: EntityManager = this.dataSource.manager): Promise<{ started: number; freeUsed: number }> {
    const [row]: Array<{ started: number; free_used: number }> = await tx.query(
      `SELECT (SELECT count(*)::int FROM conversations WHERE started_by = $1) AS started,
              (SELECT count(*)::int FROM messages WHERE sender_id = $1 AND kind = 'text' AND credits = 0 AND NOT free) AS free_used`,
      [memberId],
    );
    return { started: row.started, freeUsed: row.free_used };
  }

  /** Holds the sender's advisory lock (every instance) until `tx` ends. */
  async lockSender(tx: EntityManager, senderId: number): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`chat-send:${senderId}`]);
  }

  /** The sender's messages in the conversation the recipient has not read. */
  async unreadFrom(conversationId: number, senderId: number): Promise<number> {
    const [{ unread }]: Array<{ unread: number }> = await this.dataSource.query(
      'SELECT count(*)::int AS unread FROM messages WHERE conversation_id = $1 AND sender_id = $2 AND read_at IS NULL',
      [conversationId, senderId],
    );
    return unread;
  }
}
