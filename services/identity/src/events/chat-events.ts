import type { EventPayload } from '@rendezvous/contracts/internal';
import { EventInbox } from '@rendezvous/nest-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { renderPush } from '../mail/outgoing-mail';
import { NotificationMails } from '../notifications/notification-mails';
import { NotificationPushes } from '../notifications/notification-pushes';
import { NotificationRecipients } from '../notifications/notification-recipients';

/**
 * What identity does with chat's events: a message reached a member who had no page open. It is
 * pushed to the member's browsers, and the first unread one of a conversation is also mailed, each
 * if the member's preferences allow (messages).
 */
@Injectable()
export class ChatEvents implements OnModuleInit {
  constructor(
    private readonly inbox: EventInbox,
    private readonly mails: NotificationMails,
    private readonly pushes: NotificationPushes,
    private readonly recipients: NotificationRecipients,
  ) {}

  onModuleInit(): void {
    this.inbox.on('message.received', (payload, manager) => this.tell(payload, manager));
  }

  private async tell(message: EventPayload<'message.received'>, manager: EntityManager): Promise<void> {
    const recipient = await this.recipients.of(manager, message.member_id);
    if (!recipient) return;
    const link = `/chats/${message.conversation_id}`;
    const about = { sender: message.sender_name, kind: message.kind, preview: message.preview };
    // Chat published this only because no page of the member's was open: no presence check here.
    await this.pushes.queue(
      manager,
      recipient,
      (preferences) => preferences.messages,
      (siteName, locale) => ({ ...renderPush('message_received', locale, { siteName, message: about }), url: link, tag: `chat-${message.conversation_id}` }),
      { ttlSeconds: 900, urgency: 'high', topic: `chat-${message.conversation_id}` },
    );
    if (!message.first_unread) return;
    await this.mails.queue(
      manager,
      recipient,
      (preferences) => preferences.messages,
      (siteName) => ({ kind: 'message_received', vars: { link, siteName, message: about } }),
    );
  }
}
