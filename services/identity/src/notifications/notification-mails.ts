import type { NotificationPreferences } from '@rendezvous/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Account } from '../accounts/account.entity';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { SiteClient } from '../internal/site-client';
import type { MailRequest } from '../mail/mailer';
import { OutgoingMail } from '../mail/outgoing-mail';
import { UnsubscribeLinks } from './unsubscribe-links';

/**
 * Notification mails (likes, messages) for other services' events: identity owns the address, the
 * language and the preferences, so it decides. Nothing goes to an account that is not active, whose
 * e-mail is disabled (spec 4: fbl, bounce, listunsubscribe), or whose preferences say no; every one
 * carries the account's one-click unsubscribe (RFC 8058).
 */
@Injectable()
export class NotificationMails {
  constructor(
    private readonly mail: OutgoingMail,
    private readonly site: SiteClient,
    private readonly unsubscribe: UnsubscribeLinks,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** Queues the mail `compose` makes, in the event's transaction, if the member wants it (`wanted`). */
  async queue(
    manager: EntityManager,
    memberId: number,
    wanted: (preferences: NotificationPreferences) => boolean,
    compose: (siteName: string) => Pick<MailRequest, 'kind' | 'vars'>,
  ): Promise<void> {
    const account = await manager.findOne(Account, { where: { id: memberId } });
    if (!account || account.status !== 'active' || account.notificationsDisabled.length > 0 || !wanted(account.notificationPreferences)) return;
    const siteName = (await this.site.settingsFor(new URL(this.config.PUBLIC_URL).host)).name;
    await this.mail.queue(manager, account.id, {
      to: account.email,
      locale: account.language,
      ...compose(siteName),
      unsubscribeUrl: await this.unsubscribe.urlFor(manager, account),
    });
  }
}
