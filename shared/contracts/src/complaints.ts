/**
 * Complaints and reports (issue 12, /complaints): the form's fields as POST /api/complaints.php takes
 * them (multipart/form-data, the attachment as the file field `attachment`), and what it answers.
 */
import type { z } from 'zod';
import type { complaintReceiptSchema, complaintRecordSchema } from './routes/site';

export * from './complaints-values';

export interface ComplaintForm {
  name: string;
  email: string;
  /** the member the complaint is about, if any */
  member_name?: string;
  subject: string;
  text: string;
  /** from a Report action (Digital Services Act notice): the reported profile, and conversation if any */
  reported_member_id?: number;
  reported_conversation_id?: number;
}

export type ComplaintReceipt = z.infer<typeof complaintReceiptSchema>;

export type ComplaintStatus = 'open' | 'closed';

/** A complaint as the operator's calls list it. */
export type ComplaintRecord = z.infer<typeof complaintRecordSchema>;

export function complaintReference(id: number): string {
  return `C-${String(id).padStart(6, '0')}`;
}
