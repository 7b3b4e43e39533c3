import type { NotificationPreferences } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type MailRequest, OutgoingMail } from '../mail/outgoing-mail';
import type { NotificationRecipient } from './notification-recipients';
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
    private readonly unsubscribe: UnsubscribeLinks,
  ) {}

  /** Queues the mail `compose` makes, in the event's transaction, if the member wants it (`wanted`) and e-mail is not stopped. */
  async queue(
    manager: EntityManager,
    { account, siteName }: NotificationRecipient,
    wanted: (preferences: NotificationPreferences) => boolean,
    compose: (siteName: string) => Pick<MailRequest, 'kind' | 'vars'>,
  ): Promise<void> {
    if (account.notificationsDisabled.length > 0 || !wanted(account.notificationPreferences)) return;
    await this.mail.queue(manager, account.id, {
      to: account.email,
      locale: account.language,
      ...compose(siteName),
      unsubscribeUrl: await this.unsubscribe.urlFor(manager, account),
    });
  }
}
