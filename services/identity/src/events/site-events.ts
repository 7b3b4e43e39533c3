import type { EventPayload } from '@rendezvous/contracts/internal';
import { EventInbox } from '@rendezvous/nest-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service';
import { SiteClient } from '../site-settings/site-client';
import { OutgoingMail } from '../mail/outgoing-mail';

/**
 * What identity does with the site service's events: it sends the platform's mails, so it confirms a
 * complaint's receipt and tells the complainant the reason it was closed (issue 12). The form took any
 * address, so it was a relay (issue 30, finding 7): a confirmation now goes only to a logged-in
 * member's own account address, and the mails are fixed texts with the reference, no name or subject.
 * The answer to a visitor goes to the address they gave: an operator read the complaint and wrote it.
 * Queued in the inbox's transaction.
 */
@Injectable()
export class SiteEvents implements OnModuleInit {
  constructor(
    private readonly inbox: EventInbox,
    private readonly mail: OutgoingMail,
    private readonly site: SiteClient,
    private readonly accounts: AccountsService,
  ) {}

  onModuleInit(): void {
    this.inbox.on('complaint.received', (payload, manager) => this.complaintMail(manager, 'complaint_received', payload, '/pages/service'));
    this.inbox.on('complaint.closed', (payload, manager) => this.complaintMail(manager, 'complaint_closed', payload, '/complaints', payload.reason));
  }

  private async complaintMail(
    manager: EntityManager,
    kind: 'complaint_received' | 'complaint_closed',
    complaint: EventPayload<'complaint.received'>,
    link: string,
    reason?: string,
  ): Promise<void> {
    const to = await this.recipient(manager, kind, complaint);
    if (!to) return;
    const siteName = (await this.site.settingsFor(complaint.site_host)).name;
    await this.mail.queue(manager, `complaint:${complaint.complaint_id}`, {
      to,
      kind,
      locale: complaint.locale,
      vars: { link, siteName, complaint: { reference: complaint.reference, reason } },
    });
  }

  /** A member's own address; a visitor's given one only for the operator's answer; else nobody. */
  private async recipient(
    manager: EntityManager,
    kind: 'complaint_received' | 'complaint_closed',
    complaint: EventPayload<'complaint.received'>,
  ): Promise<string | null> {
    if (complaint.member_id) {
      const account = await this.accounts.contactOf(manager, complaint.member_id);
      return account && account.status !== 'deleted' ? account.email : null;
    }
    // A confirmation to an address nobody proved (and events queued before issue 30, which carry one) is not sent.
    return kind === 'complaint_closed' && complaint.email ? complaint.email : null;
  }
}
