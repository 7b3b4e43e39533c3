import { CHAT_ERROR_CODES, CHAT_MESSAGES, CHAT_PAGE_SIZE, type ChatSummary, type ConversationPage } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MESSAGE_COLUMNS, previewOf, toChatMessage, type MessageRow } from '../messages/message-views';
import type { MessageKind } from './message.entity';
import { ChatRealtime } from '../realtime/chat-realtime';

interface ChatRow {
  id: string;
  profile_id: string;
  num_unread_messages: number;
  created_at: Date;
  last_sender_id: string | null;
  last_kind: MessageKind | null;
  last_body: string | null;
  last_at: Date | null;
}

/** A conversation as one of its two members sees it. */
export interface MemberConversation {
  id: number;
  otherMember: number;
  startedBy: number;
  /** the newest message id this member deleted the conversation at; older ones are gone for them */
  hiddenThrough: number;
}

/** The member's side of a conversation row: which hidden_through column is theirs. */
const HIDDEN_THROUGH = `CASE WHEN c.member_a = $1 THEN c.hidden_through_a ELSE c.hidden_through_b END`;

/** Server-side pause between two typing events of one member in one conversation. */
const TYPING_MIN_GAP_MS = 1_000;

/**
 * Conversations between two members: the list with unread counts behind the chat badge, pages of
 * messages, opening (read), typing and deleting. Deleting hides the conversation for the deleter only:
 * they keep seeing messages that arrive later, the other member keeps everything.
 */
@Injectable()
export class ConversationsService {
  private readonly lastTyping = new Map<string, number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly realtime: ChatRealtime,
  ) {}

  /**
   * Every conversation of the member that has something to show, newest activity first, with the
   * newest message for the preview; unread = from the other member and not opened yet.
   */
  async chatsOf(memberId: number): Promise<ChatSummary[]> {
    const rows: ChatRow[] = await this.dataSource.query(
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
    );
    return rows.map(toChatSummary);
  }

  /** The conversation if the member takes part in it; 404 otherwise (another pair's conversation is nobody else's business). */
  async ofMember(memberId: number, conversationId: number, manager: EntityManager = this.dataSource.manager): Promise<MemberConversation> {
    const [row]: Array<{ id: string; other: string; started_by: string; hidden_through: string | null }> = await manager.query(
      `SELECT c.id, CASE WHEN c.member_a = $1 THEN c.member_b ELSE c.member_a END AS other, c.started_by, ${HIDDEN_THROUGH} AS hidden_through
         FROM conversations c WHERE c.id = $2 AND (c.member_a = $1 OR c.member_b = $1)`,
      [memberId, conversationId],
    );
    if (!row) throw new AppError(404, CHAT_ERROR_CODES.notFound, CHAT_MESSAGES.notFound);
    return { id: Number(row.id), otherMember: Number(row.other), startedBy: Number(row.started_by), hiddenThrough: Number(row.hidden_through ?? 0) };
  }

  /** The conversation between two members, or null when none was started yet. */
  async between(memberId: number, otherMember: number, manager: EntityManager = this.dataSource.manager): Promise<MemberConversation | null> {
    const [low, high] = memberId < otherMember ? [memberId, otherMember] : [otherMember, memberId];
    const [row]: Array<{ id: string; other: string; started_by: string; hidden_through: string | null }> = await manager.query(
      `SELECT c.id, CASE WHEN c.member_a = $1 THEN c.member_b ELSE c.member_a END AS other, c.started_by, ${HIDDEN_THROUGH} AS hidden_through
         FROM conversations c WHERE c.member_a = $2 AND c.member_b = $3`,
      [memberId, low, high],
    );
    return row ? { id: Number(row.id), otherMember: Number(row.other), startedBy: Number(row.started_by), hiddenThrough: Number(row.hidden_through ?? 0) } : null;
  }

  /**
   * Which of `ids` the member shares a conversation with (contract conversationPartnersCall). A
   * conversation the member deleted still counts: the other side still has it, and so did they.
   */
  async partnersAmong(memberId: number, ids: number[]): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT CASE WHEN member_a = $1 THEN member_b ELSE member_a END AS partner
         FROM conversations
        WHERE (member_a = $1 AND member_b = ANY($2::bigint[])) OR (member_b = $1 AND member_a = ANY($2::bigint[]))`,
      [memberId, ids],
    )) as Array<{ partner: string }>;
    return rows.map((row) => Number(row.partner));
  }

  /** One page of messages older than `before` (the newest page without it), oldest first. */
  async page(memberId: number, conversation: MemberConversation | null, otherMember: number, before?: number): Promise<Omit<ConversationPage, 'block'>> {
    if (!conversation) return { conversation_id: null, profile_id: otherMember, messages: [], has_more: false };
    const rows: MessageRow[] = await this.dataSource.query(
      `SELECT ${MESSAGE_COLUMNS} FROM messages m
        WHERE m.conversation_id = $1 AND m.id > $2 AND ($3::bigint IS NULL OR m.id < $3)
        ORDER BY m.id DESC LIMIT $4`,
      [conversation.id, conversation.hiddenThrough, before ?? null, CHAT_PAGE_SIZE + 1],
    );
    const hasMore = rows.length > CHAT_PAGE_SIZE;
    return {
      conversation_id: conversation.id,
      profile_id: conversation.otherMember,
      messages: rows.slice(0, CHAT_PAGE_SIZE).reverse().map(toChatMessage),
      has_more: hasMore,
    };
  }

  /**
   * The member opened the conversation: the other member's messages are read now (spec 4: its unread
   * count is 0). The other member's open pages show them as read; the member's other tabs update their badge.
   */
  async markRead(memberId: number, conversationId: number): Promise<{ read: number }> {
    const conversation = await this.ofMember(memberId, conversationId);
    const [rows]: [Array<{ read_at: Date }>, number] = await this.dataSource.query(
      `UPDATE messages SET read_at = now()
        WHERE conversation_id = $1 AND sender_id <> $2 AND read_at IS NULL
        RETURNING read_at`,
      [conversation.id, memberId],
    );
    if (rows.length > 0) {
      const event = { conversation_id: conversation.id, reader_id: memberId, read_at: new Date(rows[0].read_at).toISOString() };
      this.realtime.toMembers([conversation.otherMember, memberId], 'chat:read', event);
    }
    return { read: rows.length };
  }

  /** Tells the other member's pages that the member is typing (at most once a second per conversation). */
  async typing(memberId: number, conversationId: number): Promise<void> {
    const key = `${memberId}:${conversationId}`;
    const now = Date.now();
    if (now - (this.lastTyping.get(key) ?? 0) < TYPING_MIN_GAP_MS) return;
    const conversation = await this.ofMember(memberId, conversationId);
    this.lastTyping.set(key, now);
    // Bounded: entries older than the gap are dropped whenever the map grows.
    if (this.lastTyping.size > 10_000) for (const [k, at] of this.lastTyping) if (now - at > TYPING_MIN_GAP_MS) this.lastTyping.delete(k);
    this.realtime.toMember(conversation.otherMember, 'chat:typing', { conversation_id: conversation.id, member_id: memberId });
  }

  /**
   * DELETE /api/chat.php: hides the conversation and its messages so far for the member only. The
   * other member keeps it; a later message shows the conversation again, from that message on. Only a
   * member of the conversation may delete it (404 for anyone else).
   */
  async hide(memberId: number, conversationId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const conversation = await this.ofMember(memberId, conversationId, manager);
      await manager.query(
        `UPDATE conversations c
            SET hidden_through_a = CASE WHEN c.member_a = $1 THEN newest.id ELSE c.hidden_through_a END,
                hidden_through_b = CASE WHEN c.member_b = $1 THEN newest.id ELSE c.hidden_through_b END
           FROM (SELECT coalesce(max(id), 0) AS id FROM messages WHERE conversation_id = $2) newest
          WHERE c.id = $2`,
        [memberId, conversation.id],
      );
    });
    this.realtime.toMember(memberId, 'chat:deleted', { conversation_id: conversationId });
  }
}

/** bigint columns arrive as strings from pg; the contract has numbers and ISO dates. */
export function toChatSummary(row: ChatRow): ChatSummary {
  return {
    id: Number(row.id),
    profile_id: Number(row.profile_id),
    num_unread_messages: row.num_unread_messages,
    last_message_at: row.last_at ? new Date(row.last_at).toISOString() : null,
    last_message:
      row.last_sender_id !== null && row.last_kind !== null
        ? { sender_id: Number(row.last_sender_id), kind: row.last_kind, preview: previewOf(row.last_kind, row.last_body ?? '') }
        : null,
  };
}
