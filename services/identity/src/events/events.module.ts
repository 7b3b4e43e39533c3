import { EventInbox, EventsController } from '@rendezvous/nest-kit';
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SiteSettingsModule } from '../site-settings/site-settings.module';
import { ChatEvents } from './chat-events';
import { MembersEvents } from './members-events';
import { PaymentsEvents } from './payments-events';
import { SiteEvents } from './site-events';

/**
 * Other services' events (docs/adr/0005-outbox-and-synchronous-calls.md): /internal/events takes them
 * once each, and identity mails and pushes what they ask for (purchases, direct-debit codes,
 * complaints, likes, messages) in the inbox's transaction.
 */
@Module({
  imports: [AccountsModule, MailModule, NotificationsModule, SiteSettingsModule],
  controllers: [EventsController],
  providers: [EventInbox, PaymentsEvents, SiteEvents, MembersEvents, ChatEvents],
})
export class EventsModule {}
