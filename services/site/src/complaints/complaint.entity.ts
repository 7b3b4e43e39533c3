import { bigintId } from '@rendezvous/nest-kit';
import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'complaints' })
export class Complaint {
  @PrimaryGeneratedColumn() id: number;
  /** the site's domain the form was sent on */
  @Column({ type: 'text' }) site: string;
  @Column({ type: 'text' }) locale: string;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text' }) email: string;
  /** the member who sent it logged in (their mails go to their account's address); null for a visitor */
  @Column({ name: 'member_id', type: 'bigint', nullable: true, transformer: bigintId }) memberId: number | null;
  @Column({ name: 'member_name', type: 'text', nullable: true }) memberName: string | null;
  @Column({ type: 'text' }) subject: string;
  @Column({ type: 'text' }) text: string;
  @Column({ name: 'reported_member_id', type: 'bigint', nullable: true, transformer: bigintId }) reportedMemberId: number | null;
  @Column({ name: 'reported_conversation_id', type: 'bigint', nullable: true, transformer: bigintId }) reportedConversationId: number | null;
  @Column({ type: 'text', default: 'open' }) status: 'open' | 'closed';
  @Column({ name: 'close_reason', type: 'text', nullable: true }) closeReason: string | null;
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true }) closedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

/** An attachment is read only by an operator, one at a time: kept apart from the list's rows. */
@Entity({ name: 'complaint_attachments' })
export class ComplaintAttachment {
  @PrimaryColumn({ name: 'complaint_id' }) complaintId: number;
  @Column({ type: 'text' }) type: string;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'bytea' }) content: Buffer;
}
