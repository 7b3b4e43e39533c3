import type { ChatMessage } from '@rendezvous/contracts';
import { Outbox } from '@rendezvous/nest-kit';
import { Injectable, Logger } from '@nestjs/common';
import { ChatPeers } from '../peers/chat-peers';
import { ChatRealtime } from '../realtime/chat-realtime';
import { previewOf } from '../common/message-views';
import { MessagesStore } from './messages.store';

/**
 * Telling a member about a message they did not see arrive: when no page of theirs is open (no
 * socket on any instance), chat publishes `message.received` through its outbox; identity pushes it
 * to the member's browsers and, for the first unread message in the conversation, mails it, if the
 * member's preferences allow. A burst of messages is one mail; reading the conversation starts over.
 * The event is published after the message's own commit: a crash in between loses a notification,
 * never a message.
 */
@Injectable()
export class MessageNotifications {
  private readonly logger = new Logger('MessageNotifications');

  constructor(
    private readonly store: MessagesStore,
    private readonly outbox: Outbox,
    private readonly realtime: ChatRealtime,
    private readonly peers: ChatPeers,
  ) {}

  /** `senderName` from the send's contact check; without it (an older members instance) the recipient's side is asked. */
  async afterSend(message: ChatMessage, recipient: number, senderName = ''): Promise<void> {
    try {
      if (await this.realtime.isConnected(recipient)) return;
      const unread = await this.store.unreadFrom(message.conversation_id, message.sender_id);
      // Named by the send's own contact check; else by one from the recipient's side (its recipientName).
      const name = senderName || (await this.peers.contact(recipient, message.sender_id)).recipientName;
      const event = await this.store.transaction((tx) =>
        this.outbox.publish(
          tx,
          'message.received',
          {
            member_id: recipient,
            first_unread: unread === 1,
            sender_name: name || '…',
            conversation_id: message.conversation_id,
            kind: message.kind,
            preview: message.kind === 'text' ? previewOf('text', message.text ?? '') : null,
          },
          recipient,
        ),
      );
      await this.outbox.deliverNow([event], 0);
    } catch (error) {
      // The message is stored and delivered live; only the push or mail about it is missing.
      this.logger.warn(`no notification for message ${message.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
