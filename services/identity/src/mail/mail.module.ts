import { Module } from '@nestjs/common';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { OutboxModule } from '../outbox/outbox.module';
import { MAIL_CONFIG, Mailer } from './mailer';
import { OutgoingMail } from './outgoing-mail';

/** The platform's mail: queued through the outbox in the caller's transaction, sent over SMTP by the relay. */
@Module({
  imports: [OutboxModule],
  providers: [
    {
      provide: MAIL_CONFIG,
      inject: [IDENTITY_CONFIG],
      useFactory: (config: IdentityConfig) => ({ SMTP_URL: config.SMTP_URL, MAIL_FROM: config.MAIL_FROM, PUBLIC_URL: config.PUBLIC_URL }),
    },
    Mailer,
    OutgoingMail,
  ],
  exports: [OutgoingMail],
})
export class MailModule {}
