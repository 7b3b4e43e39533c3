import type { EventPayload } from '@rendezvous/contracts/internal';
import { EventInbox } from '@rendezvous/nest-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { renderPush } from '../mail/outgoing-mail';
import { NotificationMails } from '../notifications/notification-mails';
import { NotificationPushes } from '../notifications/notification-pushes';
import { NotificationRecipients } from '../notifications/notification-recipients';

/** Who may hear about a batch of likes: likes on, or matches on when the batch holds a match. */
const wantsLikes =
  (matches: number) =>
  ({ likes, matches: matchesOn }: { likes: boolean; matches: boolean }) =>
    likes || (matchesOn && matches > 0);

/**
 * What identity does with members' events: members batches the likes a member received, identity
 * owns the address, the language, the push subscriptions and the notification preferences, so it
 * decides whether a mail and a push go and sends them. No mail goes to an account that is not
 * active, whose e-mail is disabled (spec 4: fbl, bounce, listunsubscribe), or that switched the
 * topic off (likes; matches when the batch holds a match and likes are off). The push goes only
 * when no page of the member's is open (chat knows: presenceCall, asked when the push leaves).
 */
@Injectable()
export class MembersEvents implements OnModuleInit {
  constructor(
    private readonly inbox: EventInbox,
    private readonly mails: NotificationMails,
    private readonly pushes: NotificationPushes,
    private readonly recipients: NotificationRecipients,
  ) {}

  onModuleInit(): void {
    this.inbox.on('likes.received', (payload, manager) => this.tellLikes(payload, manager));
  }

  private async tellLikes(likes: EventPayload<'likes.received'>, manager: EntityManager): Promise<void> {
    const recipient = await this.recipients.of(manager, likes.member_id);
    if (!recipient) return;
    // The members page shows the newest like in the LikeModal after 3 s (spec 4: query parameter t).
    const link = '/members?t=3';
    const about = { likers: likes.likers, total: likes.total };
    await this.mails.queue(manager, recipient, wantsLikes(likes.matches), (siteName) => ({ kind: 'likes_received', vars: { link, siteName, likes: about } }));
    await this.pushes.queue(
      manager,
      recipient,
      wantsLikes(likes.matches),
      (siteName, locale) => ({ ...renderPush('likes_received', locale, { siteName, likes: about }), url: link, tag: 'likes' }),
      // An open page shows the likes itself: the push goes only when none is (asked when it leaves).
      { ttlSeconds: 3600, urgency: 'normal', topic: 'likes', onlyWhenAway: true },
    );
  }
}
