import type { ChatSummary } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

interface ChatRow {
  id: string;
  profile_id: string;
  num_unread_messages: number;
  last_message_at: Date | null;
}

/** Conversations between two members; the member's list with unread counts behind the chat badge. */
@Injectable()
export class ConversationsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Every conversation of the member, newest activity first (the newest message, or the
   * conversation's start when it has none), in one query. Unread = sent by the other member and
   * not opened yet; the member's own messages never count.
   */
  async chatsOf(memberId: number): Promise<ChatSummary[]> {
    const rows: ChatRow[] = await this.dataSource.query(
      `SELECT c.id,
              CASE WHEN c.member_a = $1 THEN c.member_b ELSE c.member_a END AS profile_id,
              (count(m.id) FILTER (WHERE m.sender_id <> $1 AND m.read_at IS NULL))::int AS num_unread_messages,
              max(m.created_at) AS last_message_at
         FROM conversations c
         LEFT JOIN messages m ON m.conversation_id = c.id
        WHERE c.member_a = $1 OR c.member_b = $1
        GROUP BY c.id
        ORDER BY coalesce(max(m.created_at), c.created_at) DESC, c.id DESC`,
      [memberId],
    );
    return rows.map(toChatSummary);
  }
}

/** bigint columns arrive as strings from pg; the contract has numbers and ISO dates. */
export function toChatSummary(row: ChatRow): ChatSummary {
  return {
    id: Number(row.id),
    profile_id: Number(row.profile_id),
    num_unread_messages: row.num_unread_messages,
    last_message_at: row.last_message_at ? new Date(row.last_message_at).toISOString() : null,
  };
}
