import type { EventPayload } from '@rendezvous/contracts/internal';
import { EventInbox } from '@rendezvous/nest-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SiteClient } from '../internal/site-client';
import { OutgoingMail } from '../mail/outgoing-mail';

/**
 * What identity does with the site service's events: it sends the platform's mails, so it confirms a
 * complaint's receipt and tells the complainant the reason it was closed (issue 12). The complainant
 * need not have an account: the address is the one given in the form. Queued in the inbox's transaction.
 */
@Injectable()
export class SiteEvents implements OnModuleInit {
  constructor(
    private readonly inbox: EventInbox,
    private readonly mail: OutgoingMail,
    private readonly site: SiteClient,
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
    const siteName = (await this.site.settingsFor(complaint.site_host)).name;
    await this.mail.queue(manager, `complaint:${complaint.complaint_id}`, {
      to: complaint.email,
      kind,
      locale: complaint.locale,
      vars: { name: complaint.name, link, siteName, complaint: { reference: complaint.reference, subject: complaint.subject, reason } },
    });
  }
}
