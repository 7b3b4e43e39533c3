import {
  COMPLAINT_LIMITS,
  complaintReference,
  isSupportedLocale,
  type ComplaintReceipt,
  type ComplaintRecord,
  type ComplaintStatus,
} from '@rendezvous/contracts';
import type { BodyOf, siteRoutes } from '@rendezvous/contracts/routes';
import { AppError, Outbox } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { SitesService } from '../sites/sites.service';
import { sniffAttachmentType } from './attachment-type';
import type { ComplaintAttachment } from './complaint.entity';
import { ComplaintsRepository, type ComplaintListRow } from './complaints.repository';

/** the complaint form as its contract's schema reads it */
type ComplaintFormFields = BodyOf<typeof siteRoutes.createComplaint>;

export interface UploadedAttachment {
  originalname: string;
  buffer: Buffer;
  size: number;
}

export const complaintNotFound = () => new AppError(404, 'COMPLAINT.NOT_FOUND', 'This page could not be found');

/**
 * Complaints and reports (issue 12): stored with their attachment in one transaction, and a logged-in
 * member's confirmation mail queued in the same one (identity sends it to the account's own address:
 * complaint.received). A visitor's address is unproven, so the form would mail anyone who was named in
 * it: a visitor gets no confirmation, the answer shows the reference (issue 30, finding 7). Closing
 * records the reason and queues the mail that tells the complainant (complaint.closed), which an
 * operator wrote after reading the complaint. Neither mail carries a word the sender typed.
 */
@Injectable()
export class ComplaintsService {
  constructor(
    private readonly complaints: ComplaintsRepository,
    private readonly outbox: Outbox,
    private readonly sites: SitesService,
  ) {}

  async create(
    form: ComplaintFormFields,
    attachment: UploadedAttachment | undefined,
    context: { host: string; languageCookie?: string; memberId: number | null },
  ): Promise<ComplaintReceipt> {
    // Checked before anything is stored: a refused attachment leaves no complaint behind.
    const file = attachment ? this.checkedAttachment(attachment) : null;
    const locale = [form.locale, context.languageCookie].find(isSupportedLocale) ?? 'en';
    // The site the host belongs to (an unknown host is the default site's), as its settings are chosen.
    const site = (await this.sites.siteFor(context.host)).domain;
    const ids: string[] = [];
    const receipt = await this.complaints.transaction(async (tx) => {
      const complaint = await this.complaints.insert(tx, {
        site,
        locale,
        name: form.name,
        email: form.email,
        memberId: context.memberId,
        memberName: form.member_name || null,
        subject: form.subject,
        text: form.text,
        reportedMemberId: form.reported_member_id ?? null,
        reportedConversationId: form.reported_conversation_id ?? null,
      });
      if (file) await this.complaints.insertAttachment(tx, { complaintId: complaint.id, ...file });
      const reference = complaintReference(complaint.id);
      if (context.memberId === null) return { id: complaint.id, reference, mailed: false };
      ids.push(
        await this.outbox.publish(
          tx,
          'complaint.received',
          { complaint_id: complaint.id, reference, member_id: context.memberId, locale, site_host: site },
          `complaint:${complaint.id}`,
        ),
      );
      return { id: complaint.id, reference, mailed: true };
    });
    // The confirmation usually arrives while the complainant still looks at the page; never fails the request.
    void this.outbox.deliverNow(ids);
    return receipt;
  }

  private checkedAttachment({ originalname, buffer, size }: UploadedAttachment) {
    if (size > COMPLAINT_LIMITS.attachment)
      throw new AppError(413, 'COMPLAINT.ATTACHMENT_TOO_LARGE', 'The attachment is larger than 5 MB.', { attachment: ['The attachment is larger than 5 MB.'] });
    const type = sniffAttachmentType(buffer);
    if (!type)
      throw new AppError(415, 'COMPLAINT.ATTACHMENT_TYPE', 'Attach an image (JPEG, PNG, WebP, GIF) or a PDF.', {
        attachment: ['Attach an image (JPEG, PNG, WebP, GIF) or a PDF.'],
      });
    // The name is shown to an operator and offered on download: no path, no control characters.
    const name =
      [...(originalname.split(/[\\/]/).pop() ?? '')]
        .filter((c) => c >= ' ' && c !== '"' && c !== '\u007f')
        .join('')
        .slice(0, 120) || 'attachment';
    return { type, name, content: buffer };
  }

  /** Oldest first, as they are to be handled; 500 at a time. */
  async list(status: ComplaintStatus | undefined): Promise<{ complaints: ComplaintRecord[] }> {
    return { complaints: await this.records(status ?? null, null) };
  }

  private async records(status: ComplaintStatus | null, id: number | null): Promise<ComplaintRecord[]> {
    const rows = await this.complaints.list(status, id);
    return rows.map(toRecord);
  }

  async attachment(id: number): Promise<ComplaintAttachment> {
    const file = await this.complaints.attachment(id);
    if (!file) throw complaintNotFound();
    return file;
  }

  /** Closes an open complaint with the reason the complainant is mailed; a closed one stays as it was closed. */
  async close(id: number, reason: string): Promise<ComplaintRecord> {
    const ids: string[] = [];
    await this.complaints.transaction(async (tx) => {
      const complaint = await this.complaints.lockById(tx, id);
      if (!complaint) throw complaintNotFound();
      if (complaint.status === 'closed') throw new AppError(409, 'COMPLAINT.CLOSED', 'This complaint is closed already.');
      complaint.status = 'closed';
      complaint.closeReason = reason;
      complaint.closedAt = new Date();
      await this.complaints.save(tx, complaint);
      ids.push(
        await this.outbox.publish(
          tx,
          'complaint.closed',
          {
            complaint_id: complaint.id,
            reference: complaintReference(complaint.id),
            // A member's answer goes to their account's address; a visitor's to the one given, now that an operator answered it.
            ...(complaint.memberId !== null ? { member_id: complaint.memberId } : { member_id: null, email: complaint.email }),
            locale: complaint.locale,
            site_host: complaint.site,
            reason,
          },
          `complaint:${complaint.id}`,
        ),
      );
    });
    void this.outbox.deliverNow(ids);
    const [record] = await this.records(null, id);
    return record;
  }
}

function toRecord(row: ComplaintListRow): ComplaintRecord {
  const date = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
  return {
    id: Number(row.id),
    reference: complaintReference(Number(row.id)),
    name: String(row.name),
    email: String(row.email),
    member_id: row.member_id === null ? null : Number(row.member_id),
    member_name: (row.member_name as string | null) ?? null,
    subject: String(row.subject),
    text: String(row.text),
    reported_member_id: row.reported_member_id === null ? null : Number(row.reported_member_id),
    reported_conversation_id: row.reported_conversation_id === null ? null : Number(row.reported_conversation_id),
    locale: String(row.locale),
    site: String(row.site),
    status: row.status as ComplaintStatus,
    attachment: row.attachment_type ? { type: String(row.attachment_type), name: String(row.attachment_name), bytes: Number(row.attachment_bytes) } : null,
    created_at: date(row.created_at) as string,
    closed_at: date(row.closed_at),
    close_reason: (row.close_reason as string | null) ?? null,
  };
}
