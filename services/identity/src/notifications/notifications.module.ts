import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { MailModule } from '../mail/mail.module';
import { OutboxModule } from '../outbox/outbox.module';
import { PushSubscriptionsModule } from '../push-subscriptions/push-subscriptions.module';
import { SiteSettingsModule } from '../site-settings/site-settings.module';
import { NotificationMails } from './notification-mails';
import { NotificationPushes } from './notification-pushes';
import { NotificationRecipients } from './notification-recipients';
import { UnsubscribeLinks } from './unsubscribe-links';
import { WebPushSender } from './web-push-sender';

/** Notification mails and pushes for other services' events (likes, messages), as the member's preferences allow. */
@Module({
  imports: [AccountsModule, MailModule, PushSubscriptionsModule, SiteSettingsModule, OutboxModule],
  providers: [NotificationRecipients, NotificationMails, NotificationPushes, UnsubscribeLinks, WebPushSender],
  exports: [NotificationRecipients, NotificationMails, NotificationPushes],
})
export class NotificationsModule {}
