import type { ComplaintStatus } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { Complaint, ComplaintAttachment } from './complaint.entity';

/** A complaint with its attachment's type, name and size, as the operator's list reads it. */
export type ComplaintListRow = Record<string, unknown>;

/**
 * The complaints and complaint_attachments tables. Writes take the caller's transaction (`tx`), so a
 * complaint and the outbox event it causes commit together (docs/adr/0005-outbox-and-synchronous-calls.md).
 */
@Injectable()
export class ComplaintsRepository {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(ComplaintAttachment) private readonly attachments: Repository<ComplaintAttachment>,
  ) {}

  /** Runs `work` in one transaction; the outbox publishes with the same `tx`. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  insert(
    tx: EntityManager,
    complaint: Pick<
      Complaint,
      'site' | 'locale' | 'name' | 'email' | 'memberId' | 'memberName' | 'subject' | 'text' | 'reportedMemberId' | 'reportedConversationId'
    >,
  ): Promise<Complaint> {
    return tx.save(tx.create(Complaint, complaint));
  }

  async insertAttachment(tx: EntityManager, attachment: ComplaintAttachment): Promise<void> {
    await tx.insert(ComplaintAttachment, attachment);
  }

  /** The complaint, locked for the rest of the transaction; null when there is none. */
  lockById(tx: EntityManager, id: number): Promise<Complaint | null> {
    return tx.findOne(Complaint, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async save(tx: EntityManager, complaint: Complaint): Promise<void> {
    await tx.save(complaint);
  }

  /** Oldest first, 500 at a time; either filter may be null (any). */
  list(status: ComplaintStatus | null, id: number | null): Promise<ComplaintListRow[]> {
    return this.dataSource.query(
      `SELECT c.*, a.type AS attachment_type, a.name AS attachment_name, octet_length(a.content) AS attachment_bytes
       FROM complaints c LEFT JOIN complaint_attachments a ON a.complaint_id = c.id
       WHERE ($1::text IS NULL OR c.status = $1) AND ($2::int IS NULL OR c.id = $2)
       ORDER BY c.created_at, c.id LIMIT 500`,
      [status, id],
    ) as Promise<ComplaintListRow[]>;
  }

  attachment(id: number): Promise<ComplaintAttachment | null> {
    return this.attachments.findOne({ where: { complaintId: id } });
  }
}
