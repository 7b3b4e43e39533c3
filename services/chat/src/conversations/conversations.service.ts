import { CHAT_ERROR_CODES, CHAT_MESSAGES, CHAT_PAGE_SIZE, type ChatSummary, type ConversationBlock, type ConversationPage } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { previewOf, toChatMessage } from '../common/message-views';
import { ChatPeers } from '../peers/chat-peers';
import { ChatRealtime } from '../realtime/chat-realtime';
import { ConversationsRepository, type ChatRow, type MemberConversationRow } from './conversations.repository';

/** A conversation as one of its two members sees it. */
export interface MemberConversation {
  id: number;
  otherMember: number;
  startedBy: number;
  /** the newest message id this member deleted the conversation at; older ones are gone for them */
  hiddenThrough: number;
}

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
    private readonly conversations: ConversationsRepository,
    private readonly realtime: ChatRealtime,
    private readonly peers: ChatPeers,
  ) {}

  /**
   * Every conversation of the member that has something to show, newest activity first, with the
   * newest message for the preview; unread = from the other member and not opened yet.
   */
  async chatsOf(memberId: number): Promise<ChatSummary[]> {
    const rows = await this.conversations.chatsOf(memberId);
    return rows.map(toChatSummary);
  }

  /** The conversation if the member takes part in it; 404 otherwise (another pair's conversation is nobody else's business). */
  async ofMember(memberId: number, conversationId: number, tx?: EntityManager): Promise<MemberConversation> {
    const row = await this.conversations.ofMember(memberId, conversationId, tx);
    if (!row) throw new AppError(404, CHAT_ERROR_CODES.notFound, CHAT_MESSAGES.notFound);
    return toMemberConversation(row);
  }

  /** The conversation between two members, or null when none was started yet. */
  async between(memberId: number, otherMember: number, tx?: EntityManager): Promise<MemberConversation | null> {
    const row = await this.conversations.between(memberId, otherMember, tx);
    return row ? toMemberConversation(row) : null;
  }

  /**
   * Which of `ids` the member shares a conversation with (contract conversationPartnersCall). A
   * conversation the member deleted still counts: the other side still has it, and so did they.
   */
  partnersAmong(memberId: number, ids: number[]): Promise<number[]> {
    return this.conversations.partnersAmong(memberId, ids);
  }

  /** A page of one of the member's conversations (404 for another pair's), with any block between the two. */
  async pageOf(memberId: number, conversationId: number, before?: number): Promise<ConversationPage> {
    const conversation = await this.ofMember(memberId, conversationId);
    const [page, block] = await Promise.all([
      this.page(memberId, conversation, conversation.otherMember, before),
      this.blockWith(memberId, conversation.otherMember),
    ]);
    return { ...page, block };
  }

  /** A page of the member's conversation with another member (empty before their first message), with any block between the two. */
  async pageWith(memberId: number, otherMember: number, before?: number): Promise<ConversationPage> {
    const [conversation, block] = await Promise.all([this.between(memberId, otherMember), this.blockWith(memberId, otherMember)]);
    return { ...(await this.page(memberId, conversation, otherMember, before)), block };
  }

  /**
   * A block either way between the member and the other one (members' contact check, the one every send
   * asks), so the screen shows it before the member writes (issue 31). Members out of reach: null, the
   * page still reads, and a send is refused as before.
   */
  private async blockWith(memberId: number, otherMember: number): Promise<ConversationBlock | null> {
    if (memberId === otherMember) return null;
    const contact = await this.peers.contact(memberId, otherMember).catch(() => null);
    if (!contact?.exists) return null;
    if (contact.blockedByRecipient) return { by: 'them', name: contact.recipientName };
    if (contact.blockedBySender) return { by: 'me', name: contact.recipientName };
    return null;
  }

  /** One page of messages older than `before` (the newest page without it), oldest first. */
  async page(memberId: number, conversation: MemberConversation | null, otherMember: number, before?: number): Promise<Omit<ConversationPage, 'block'>> {
    if (!conversation) return { conversation_id: null, profile_id: otherMember, messages: [], has_more: false };
    const rows = await this.conversations.messagesBefore(conversation.id, conversation.hiddenThrough, before ?? null, CHAT_PAGE_SIZE + 1);
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
    const rows = await this.conversations.markRead(conversation.id, memberId);
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
    await this.conversations.transaction(async (tx) => {
      const conversation = await this.ofMember(memberId, conversationId, tx);
      await this.conversations.hideThroughNewest(tx, memberId, conversation.id);
    });
    this.realtime.toMember(memberId, 'chat:deleted', { conversation_id: conversationId });
  }

  /** The member is purged (identity's account.purged): every conversation they took part in goes, with its messages. */
  async removeAllOf(tx: EntityManager, memberId: number): Promise<void> {
    await this.conversations.deleteOfMember(tx, memberId);
  }
}

function toMemberConversation(row: MemberConversationRow): MemberConversation {
  return { id: Number(row.id), otherMember: Number(row.other), startedBy: Number(row.started_by), hiddenThrough: Number(row.hidden_through ?? 0) };
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
