import { Outbox } from '@rendezvous/nest-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Mailer, type MailRequest } from './mailer';

// What other resources use of mail besides OutgoingMail: the request's shape, the masked address a
// notice shows, and the push texts (rendered from the same catalogues as the mails).
export { maskAddress, type MailRequest } from './mailer';
export { renderPush, type RenderedPush } from './mail-templates';

const MAIL_TOPIC = 'mail.send';

/**
 * Mail leaves through the outbox: queued in the transaction that issues its token, sent by the
 * relay after commit and retried while the mail server is away. A rolled-back change sends no mail,
 * and a committed one is not lost because SMTP failed at that moment.
 */
@Injectable()
export class OutgoingMail implements OnModuleInit {
  constructor(
    private readonly outbox: Outbox,
    private readonly mailer: Mailer,
  ) {}

  onModuleInit(): void {
    this.outbox.registerLocalHandler(MAIL_TOPIC, (payload) => this.mailer.send(payload as unknown as MailRequest));
  }

  /**
   * Queues the mail in the caller's transaction; mails of one key go out in order. The key is the
   * account's id, or for a mail to someone without an account (a complainant) what it is about.
   */
  queue(manager: EntityManager, key: number | string, mail: MailRequest): Promise<string> {
    return this.outbox.publishLocal(manager, MAIL_TOPIC, { ...mail }, `mail:${key}`);
  }
}
