import type { EventPayload } from '@rendezvous/contracts/internal';
import { EventInbox } from '@rendezvous/nest-kit';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Account } from '../accounts/account.entity';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { SiteClient } from '../internal/site-client';
import { OutgoingMail } from '../mail/outgoing-mail';

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
    private readonly mail: OutgoingMail,
    private readonly site: SiteClient,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  onModuleInit(): void {
    this.inbox.on('likes.received', (payload, manager) => this.mailLikes(payload, manager));
  }

  private async mailLikes(likes: EventPayload<'likes.received'>, manager: EntityManager): Promise<void> {
    const account = await manager.findOne(Account, { where: { id: likes.member_id } });
    if (!account || account.status !== 'active' || account.notificationsDisabled.length > 0) return;
    const { likes: likesOn, matches: matchesOn } = account.notificationPreferences;
    if (!likesOn && !(matchesOn && likes.matches > 0)) return;
    const siteName = (await this.site.settingsFor(new URL(this.config.PUBLIC_URL).host)).name;
    await this.mail.queue(manager, account.id, {
      to: account.email,
      kind: 'likes_received',
      locale: account.language,
      // The members page shows the newest like in the LikeModal after 3 s (spec 4: query parameter t).
      vars: { link: '/members?t=3', siteName, likes: { likers: likes.likers, total: likes.total } },
    });
  }
}
