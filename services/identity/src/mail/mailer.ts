import { Inject, Injectable, Logger, type OnModuleDestroy, type Provider } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import { type MailKind, type MailVars, renderMail, resolveMailLocale } from './mail-templates';

export const MAIL_CONFIG = Symbol('MAIL_CONFIG');

/** The settings the Mailer needs; the identity service's validated config satisfies it as it is. */
export interface MailConfig {
  /** smtp://host:port, smtps://user:password@host:465, ... (locally: the platform's SMTP sink) */
  SMTP_URL: string;
  /** sender of every mail, e.g. `Rendezvous <no-reply@rendezvous.localhost>` */
  MAIL_FROM: string;
  /** the site's public origin; a link given as a path ('/reset-password/do?token=...') is resolved against it */
  PUBLIC_URL: string;
}

export interface MailRequest {
  to: string;
  kind: MailKind;
  /** the member's language; English when missing or not supported */
  locale: string | null | undefined;
  vars: MailVars;
  /**
   * Notification mails (likes, messages): the account's one-click unsubscribe address (RFC 8058),
   * sent as List-Unsubscribe with List-Unsubscribe-Post, so a mail client's "unsubscribe" button
   * works without a login.
   */
  unsubscribeUrl?: string;
}

/** The mail could not be handed to the SMTP server; `cause` holds the transport's error. */
export class MailDeliveryError extends Error {
  constructor(
    readonly kind: MailKind,
    options: { cause: unknown },
  ) {
    super(`The ${kind} e-mail could not be sent`, options);
    this.name = 'MailDeliveryError';
  }
}

/** Enough of an address to follow a mail through the logs without writing the address itself there. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/**
 * Renders a mail in the member's language and hands it to the SMTP server in SMTP_URL.
 * `send` resolves once the server accepted the mail and rejects with a MailDeliveryError otherwise,
 * so a caller decides whether a failed mail fails its request.
 */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: ReturnType<typeof createTransport>;

  constructor(@Inject(MAIL_CONFIG) private readonly config: MailConfig) {
    this.transport = createTransport({
      url: config.SMTP_URL,
      // Mail is sent inside member requests: a hanging relay must fail them in seconds, not minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send({ to, kind, locale, vars, unsubscribeUrl }: MailRequest): Promise<void> {
    const link = new URL(vars.link, this.config.PUBLIC_URL).toString();
    const mail = renderMail(kind, locale, { ...vars, link });
    // Links carry one-time tokens and addresses are personal data: neither goes into the logs.
    const trace = `kind=${kind} locale=${resolveMailLocale(locale)} to=${maskAddress(to)}`;
    const started = Date.now();
    try {
      const info = await this.transport.sendMail({
        from: this.config.MAIL_FROM,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // Tells mail servers and autoresponders this is an automatic message (RFC 3834): no replies.
        headers: {
          'Auto-Submitted': 'auto-generated',
          ...(unsubscribeUrl ? { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
        },
      });
      this.logger.log(`mail sent: ${trace} messageId=${info.messageId} ms=${Date.now() - started}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`mail not sent: ${trace} ms=${Date.now() - started} reason=${reason}`);
      throw new MailDeliveryError(kind, { cause: error });
    }
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}

/** The providers a module needs to inject Mailer: `providers: [...mailProviders(config)]`. */
export function mailProviders(config: MailConfig): Provider[] {
  return [{ provide: MAIL_CONFIG, useValue: config }, Mailer];
}
