import type { ChatMessageKind } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MESSAGE_COLUMNS, type MessageRow } from '../common/message-views';

/** A conversation in the member's list, with its newest message (chatsOf). */
export interface ChatRow {
  id: string;
  profile_id: string;
  num_unread_messages: number;
  created_at: Date;
  last_sender_id: string | null;
  last_kind: ChatMessageKind | null;
  last_body: string | null;
  last_at: Date | null;
}

/** A conversation as one of its members' side reads it (ofMember, between). */
export interface MemberConversationRow {
  id: string;
  other: string;
  started_by: string;
  hidden_through: string | null;
}

/** The member's side of a conversation row: which hidden_through column is theirs. */
const HIDDEN_THROUGH = `CASE WHEN c.member_a = $1 THEN c.hidden_through_a ELSE c.hidden_through_b END`;

/**
 * The conversations table, and the reads of its messages a conversation's page and list make (the
 * messages resource writes them). Reads that a send or a delete makes inside its transaction take
 * that `tx`; without one they run on their own.
 */
@Injectable()
export class ConversationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Every conversation of the member that has something to show, newest activity first, with its newest message and unread count. */
  chatsOf(memberId: number): Promise<ChatRow[]> {
    return this.dataSource.query(
      `SELECT c.id,
              CASE WHEN c.member_a = $1 THEN c.member_b ELSE c.member_a END AS profile_id,
              c.created_at,
              (SELECT count(*)::int FROM messages u
                WHERE u.conversation_id = c.id AND u.read_at IS NULL AND u.sender_id <> $1 AND u.id > coalesce(h.hidden_through, 0)) AS num_unread_messages,
              last.sender_id AS last_sender_id, last.kind AS last_kind, last.body AS last_body, last.created_at AS last_at
         FROM conversations c
        CROSS JOIN LATERAL (SELECT ${HIDDEN_THROUGH} AS hidden_through) h
         LEFT JOIN LATERAL (
              SELECT m.sender_id, m.kind, m.body, m.created_at FROM messages m
               WHERE m.conversation_id = c.id AND m.id > coalesce(h.hidden_through, 0)
               ORDER BY m.id DESC LIMIT 1) last ON true
        WHERE (c.member_a = $1 OR c.member_b = $1)
          AND (h.hidden_through IS NULL OR last.sender_id IS NOT NULL)
        ORDER BY coalesce(last.created_at, c.created_at) DESC, c.id DESC`,
      [memberId],
    ) as Promise<ChatRow[]>;
  }

  /** The conversation if the member takes part in it; undefined otherwise. */
  async ofMember(memberId: number, conversationId: number, tx: EntityManager = this.dataSource.manager): Promise<MemberConversationRow | undefined> {
    const [row]: MemberConversationRow[] = await tx.query(
      `SELECT c.id, CASE WHEN c.member_a = $1 THEN c.member_b ELSE c.member_a END AS other, c.started_by, ${HIDDEN_THROUGH} AS hidden_through
         FROM conversations c WHERE c.id = $2 AND (c.member_a = $1 OR c.member_b = $1)`,
      [memberId, conversationId],
    );
    return row;
  }

  /** The conversation between two members, from the member's side; undefined when none was started yet. */
  async between(memberId: number, otherMember: number, tx: EntityManager = this.dataSource.manager): Promise<MemberConversationRow | undefined> {
    const [low, high] = memberId < otherMember ? [memberId, otherMember] : [otherMember, memberId];
    const [row]: MemberConversationRow[] = await tx.query(
      `SELECT c.id, CASE WHEN c.member_a = $1 THEN c.member_b ELSE c.member_a END AS other, c.started_by, ${HIDDEN_THROUGH} AS hidden_through
         FROM conversations c WHERE c.member_a = $2 AND c.member_b = $3`,
      [memberId, low, high],
    );
    return row;
  }

  /** Which of `ids` the member shares a conversation with (deleted ones too). */
  async partnersAmong(memberId: number, ids: number[]): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT CASE WHEN member_a = $1 THEN member_b ELSE member_a END AS partner
         FROM conversations
        WHERE (member_a = $1 AND member_b = ANY($2::bigint[])) OR (member_b = $1 AND member_a = ANY($2::bigint[]))`,
      [memberId, ids],
    )) as Array<{ partner: string }>;
    return rows.map((row) => Number(row.partner));
  }

  /** Up to `limit` messages after `hiddenThrough` and older than `before` (any when null), newest first. */
  messagesBefore(conversationId: number, hiddenThrough: number, before: number | null, limit: number): Promise<MessageRow[]> {
    return this.dataSource.query(
      `SELECT ${MESSAGE_COLUMNS} FROM messages m
        WHERE m.conversation_id = $1 AND m.id > $2 AND ($3::bigint IS NULL OR m.id < $3)
        ORDER BY m.id DESC LIMIT $4`,
      [conversationId, hiddenThrough, before, limit],
    ) as Promise<MessageRow[]>;
  }

  /** Marks the other member's unread messages read now; answers when, once per message marked. */
  async markRead(conversationId: number, readerId: number): Promise<Array<{ read_at: Date }>> {
    const [rows]: [Array<{ read_at: Date }>, number] = await this.dataSource.query(
      `UPDATE messages SET read_at = now()
        WHERE conversation_id = $1 AND sender_id <> $2 AND read_at IS NULL
        RETURNING read_at`,
      [conversationId, readerId],
    );
    return rows;
  }

  /** Hides the conversation's messages so far for the member (their hidden_through becomes the newest message id). */
  async hideThroughNewest(tx: EntityManager, memberId: number, conversationId: number): Promise<void> {
    await tx.query(
      `UPDATE conversations c
          SET hidden_through_a = CASE WHEN c.member_a = $1 THEN newest.id ELSE c.hidden_through_a END,
              hidden_through_b = CASE WHEN c.member_b = $1 THEN newest.id ELSE c.hidden_through_b END
         FROM (SELECT coalesce(max(id), 0) AS id FROM messages WHERE conversation_id = $2) newest
        WHERE c.id = $2`,
      [memberId, conversationId],
    );
  }

  /** Deletes every conversation the member took part in; their messages go by foreign key. */
  async deleteOfMember(tx: EntityManager, memberId: number): Promise<void> {
    await tx.query('DELETE FROM conversations WHERE member_a = $1 OR member_b = $1', [memberId]);
  }
}
