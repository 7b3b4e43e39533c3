import type { EventPayload } from '@rendezvous/contracts/internal';
import { presenceCall } from '@rendezvous/contracts/internal';
import { EventInbox, InternalClient } from '@rendezvous/nest-kit';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { renderPush } from '../mail/mail-templates';
import { NotificationMails } from '../notifications/notification-mails';
import { NotificationPushes } from '../notifications/notification-pushes';

/** Who may hear about a batch of likes: likes on, or matches on when the batch holds a match. */
const wantsLikes = (matches: number) => ({ likes, matches: matchesOn }: { likes: boolean; matches: boolean }) => likes || (matchesOn && matches > 0);

/**
 * What identity does with members' events: members batches the likes a member received, identity
 * owns the address, the language, the push subscriptions and the notification preferences, so it
 * decides whether a mail and a push go and sends them. No mail goes to an account that is not
 * active, whose e-mail is disabled (spec 4: fbl, bounce, listunsubscribe), or that switched the
 * topic off (likes; matches when the batch holds a match and likes are off). The push goes only
 * when no page of the member's is open (chat knows: presenceCall); an open page shows the likes itself.
 */
@Injectable()
export class MembersEvents implements OnModuleInit {
  private readonly logger = new Logger(MembersEvents.name);

  constructor(
    private readonly inbox: EventInbox,
    private readonly mails: NotificationMails,
    private readonly pushes: NotificationPushes,
    private readonly client: InternalClient,
  ) {}

  onModuleInit(): void {
    this.inbox.on('likes.received', (payload, manager) => this.tellLikes(payload, manager));
  }

  private async tellLikes(likes: EventPayload<'likes.received'>, manager: EntityManager): Promise<void> {
    // The members page shows the newest like in the LikeModal after 3 s (spec 4: query parameter t).
    const link = '/members?t=3';
    const about = { likers: likes.likers, total: likes.total };
    await this.mails.queue(manager, likes.member_id, wantsLikes(likes.matches), (siteName) => ({ kind: 'likes_received', vars: { link, siteName, likes: about } }));
    if (await this.hasOpenPage(likes.member_id)) return;
    await this.pushes.queue(
      manager,
      likes.member_id,
      wantsLikes(likes.matches),
      (siteName, locale) => ({ ...renderPush('likes_received', locale, { siteName, likes: about }), url: link, tag: 'likes' }),
      { ttlSeconds: 3600, urgency: 'normal', topic: 'likes' },
    );
  }

  /** Whether chat holds a socket of the member's; when chat does not answer, the push goes (one too many beats one missed). */
  private async hasOpenPage(memberId: number): Promise<boolean> {
    try {
      return (await this.client.call(presenceCall, { params: { id: memberId }, timeoutMs: 2_000 })).connected;
    } catch (error) {
      this.logger.warn(`presence of member ${memberId} unknown, pushing anyway: ${(error as Error).message}`);
      return false;
    }
  }
}
