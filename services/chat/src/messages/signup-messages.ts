import type { EventPayload } from '@rendezvous/contracts/internal';
import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ChatPeers } from '../peers/chat-peers';
import { ChatRealtime } from '../realtime/chat-realtime';
import { toChatMessage } from '../common/message-views';
import { MessagesStore } from './messages.store';

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
    private readonly store: MessagesStore,
    private readonly peers: ChatPeers,
    private readonly realtime: ChatRealtime,
  ) {}

  async deliver({ member_id: from, to, text }: EventPayload<'signup.message'>, tx: EntityManager): Promise<void> {
    const contact = await this.peers.contact(from, to);
    if (!contact.exists || contact.blockedByRecipient || contact.blockedBySender || (contact.protectedRecipient && !contact.recipientLikedSender)) {
      this.logger.log(`signup message of member ${from} to ${to} not delivered: the recipient cannot be contacted`);
      return;
    }
    const row = await this.store.insert(
      { conversationId: null, senderId: from, recipientId: to, kind: 'text', body: text, clientId: signupMessageClientId(from), credits: 0, free: true },
      tx,
    );
    if (!row) return;
    // Emitted before the inbox commits: the recipient's page may show it a moment early, never twice.
    const message = toChatMessage(row);
    this.realtime.toMembers([to, from], 'chat:message', message);
  }
}
