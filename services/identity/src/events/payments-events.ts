import type { EventPayload } from '@rendezvous/contracts/internal';
import { EventInbox } from '@rendezvous/nest-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Account, AccountsService } from '../accounts/accounts.service';
import { SiteClient } from '../site-settings/site-client';
import { OutgoingMail } from '../mail/outgoing-mail';

/**
 * What identity does with payments' events: identity owns the member's address and language, so it
 * sends the mails payments asks for. The mail is queued in the inbox's transaction (applied once).
 */
@Injectable()
export class PaymentsEvents implements OnModuleInit {
  constructor(
    private readonly inbox: EventInbox,
    private readonly mail: OutgoingMail,
    private readonly site: SiteClient,
    private readonly accounts: AccountsService,
  ) {}

  onModuleInit(): void {
    this.inbox.on('purchase.completed', (payload, manager) => this.confirmPurchase(payload, manager));
    this.inbox.on('direct_debit.code', (payload, manager) => this.sendDirectDebitCode(payload, manager));
  }

  /** The one-time code of a direct-debit order; the same mail is the SEPA pre-notification. */
  private async sendDirectDebitCode(request: EventPayload<'direct_debit.code'>, manager: EntityManager): Promise<void> {
    const to = await this.recipient(manager, request.member_id, request.site_host);
    if (!to) return;
    const { account, siteName } = to;
    // Queued in the inbox's transaction; the outbox relay (1 s rounds) sends it while the member waits.
    await this.mail.queue(manager, account.id, {
      to: account.email,
      kind: 'direct_debit_code',
      locale: account.language,
      vars: {
        link: '/directdebit',
        siteName,
        directDebit: {
          code: request.code,
          amount: request.amount,
          currency: request.currency,
          ibanMasked: request.iban_masked,
          mandateReference: request.mandate_reference,
          creditorId: request.creditor_id,
          debitDate: request.debit_date,
        },
      },
    });
  }

  /** Who a mail of payments' goes to, and the name of the site it came from; nobody for a deleted account. */
  private async recipient(manager: EntityManager, memberId: number, siteHost: string): Promise<{ account: Account; siteName: string } | null> {
    const account = await this.accounts.byId(manager, memberId);
    if (!account || account.status === 'deleted') return null;
    return { account, siteName: (await this.site.settingsFor(siteHost)).name };
  }

  /** The purchase, and the consent to immediate delivery given at checkout, confirmed by e-mail. */
  private async confirmPurchase(purchase: EventPayload<'purchase.completed'>, manager: EntityManager): Promise<void> {
    const to = await this.recipient(manager, purchase.member_id, purchase.site_host);
    if (!to) return;
    const { account, siteName } = to;
    await this.mail.queue(manager, account.id, {
      to: account.email,
      kind: 'purchase_confirmation',
      locale: account.language,
      vars: {
        link: `/transactions/${purchase.payment_id}`,
        siteName,
        purchase: {
          credits: purchase.credits,
          amount: purchase.amount,
          currency: purchase.currency,
          order: purchase.payment_id,
          consentAt: purchase.consent_at,
        },
      },
    });
  }
}
