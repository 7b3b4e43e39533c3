import type { EventPayload } from '@rendezvous/contracts/internal';
import { EventInbox } from '@rendezvous/nest-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NotificationMails } from '../notifications/notification-mails';

/**
 * What identity does with members' events: members batches the likes a member received, identity
 * owns the address, the language and the notification preferences, so it decides whether a mail
 * goes and sends it. Nothing goes to an account that is not active, whose e-mail is disabled
 * (spec 4: fbl, bounce, listunsubscribe), or that switched the topic off (likes; matches when the
 * batch holds a match and likes are off).
 */
@Injectable()
export class MembersEvents implements OnModuleInit {
  constructor(
    private readonly inbox: EventInbox,
    private readonly mails: NotificationMails,
  ) {}

  onModuleInit(): void {
    this.inbox.on('likes.received', (payload, manager) => this.mailLikes(payload, manager));
  }

  private mailLikes(likes: EventPayload<'likes.received'>, manager: EntityManager): Promise<void> {
    return this.mails.queue(
      manager,
      likes.member_id,
      ({ likes: likesOn, matches: matchesOn }) => likesOn || (matchesOn && likes.matches > 0),
      (siteName) => ({
        kind: 'likes_received',
        // The members page shows the newest like in the LikeModal after 3 s (spec 4: query parameter t).
        vars: { link: '/members?t=3', siteName, likes: { likers: likes.likers, total: likes.total } },
      }),
    );
  }
}
