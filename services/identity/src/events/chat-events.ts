import type { EventPayload } from '@rendezvous/contracts/internal';
import { EventInbox } from '@rendezvous/nest-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NotificationMails } from '../notifications/notification-mails';

/** What identity does with chat's events: a message reached a member who had no page open; mailed if their preferences allow (messages). */
@Injectable()
export class ChatEvents implements OnModuleInit {
  constructor(
    private readonly inbox: EventInbox,
    private readonly mails: NotificationMails,
  ) {}

  onModuleInit(): void {
    this.inbox.on('message.received', (payload, manager) => this.mailMessage(payload, manager));
  }

  private mailMessage(message: EventPayload<'message.received'>, manager: EntityManager): Promise<void> {
    return this.mails.queue(
      manager,
      message.member_id,
      (preferences) => preferences.messages,
      (siteName) => ({
        kind: 'message_received',
        vars: { link: `/chats/${message.conversation_id}`, siteName, message: { sender: message.sender_name, kind: message.kind, preview: message.preview } },
      }),
    );
  }
}
