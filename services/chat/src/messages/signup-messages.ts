import type { EventPayload } from '@rendezvous/contracts/internal';
import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ConversationsService } from '../conversations/conversations.service';
import { ChatPeers } from '../peers/chat-peers';
import { ChatRealtime } from '../realtime/chat-realtime';
import { toChatMessage, type MessageRow } from './message-views';

/** The client id of a member's signup message: one per member, so it is stored once whatever happens. */
export function signupMessageClientId(memberId: number): string {
  const hex = createHash('sha256').update(`signup-message:${memberId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A signup message from a member lander (signup.message, sent by identity when the new account is
 * activated): the new member's first message to the lander's member, free (credits 0, not counted
 * against free messages), stored once. The rules of any first message hold: nothing reaches a member
 * who blocked the sender, or who is in privacy mode and never liked them (spec 6).
 */
@Injectable()
export class SignupMessages {
  private readonly logger = new Logger('SignupMessages');

  constructor(
    private readonly peers: ChatPeers,
    private readonly realtime: ChatRealtime,
    private readonly conversations: ConversationsService,
  ) {}

  async deliver({ member_id: from, to, text }: EventPayload<'signup.message'>, manager: EntityManager): Promise<void> {
    const contact = await this.peers.contact(from, to);
    if (!contact.exists || contact.blockedByRecipient || contact.blockedBySender || (contact.protectedRecipient && !contact.recipientLikedSender)) {
      this.logger.log(`signup message of member ${from} to ${to} not delivered: the recipient cannot be contacted`);
      return;
    }
    const conversationId = await this.conversations.start(manager, from, to);
    const [row]: MessageRow[] = await manager.query(
      `INSERT INTO messages (conversation_id, sender_id, kind, body, client_id, credits, free)
       VALUES ($1, $2, 'text', $3, $4, 0, true)
       ON CONFLICT (sender_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
       RETURNING id, client_id, conversation_id, sender_id, kind, body, created_at, read_at`,
      [conversationId, from, text, signupMessageClientId(from)],
    );
    if (!row) return;
    // Emitted before the inbox commits: the recipient's page may show it a moment early, never twice.
    const message = toChatMessage(row);
    this.realtime.toMembers([to, from], 'chat:message', message);
  }
}
