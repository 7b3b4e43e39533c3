/**
 * Complaints and reports (issue 12, /complaints): the form's fields as POST /api/complaints.php takes
 * them (multipart/form-data, the attachment as the file field `attachment`), and what it answers.
 */
import type { z } from 'zod';
import type { complaintFormSchema, complaintReceiptSchema, complaintRecordSchema } from './routes/site';

export * from './complaints-values';

/** The body as the service reads it (text fields; the file travels as its own part). */
export type ComplaintForm = z.output<typeof complaintFormSchema>;

export type ComplaintReceipt = z.infer<typeof complaintReceiptSchema>;

export type ComplaintStatus = ComplaintRecord['status'];

/** A complaint as the operator's calls list it. */
export type ComplaintRecord = z.infer<typeof complaintRecordSchema>;

export function complaintReference(id: number): string {
  return `C-${String(id).padStart(6, '0')}`;
}
