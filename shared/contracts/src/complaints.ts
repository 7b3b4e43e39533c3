/**
 * Complaints and reports (issue 12, /complaints): the form's fields as POST /api/complaints.php takes
 * them (multipart/form-data, the attachment as the file field `attachment`), and what it answers.
 */
export const COMPLAINT_LIMITS = {
  name: 100,
  email: 254,
  memberName: 100,
  subject: 150,
  textMin: 10,
  text: 5000,
  /** bytes; an image or a PDF */
  attachment: 5 * 1024 * 1024,
} as const;

/** What an attachment may be: an image or a PDF, told by its first bytes, not by its name or declared type. */
export const COMPLAINT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;

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

export interface ComplaintReceipt {
  id: number;
  /** shown to the complainant and in the confirmation mail: C-000042 */
  reference: string;
  /** a confirmation was mailed: only to a logged-in member's own address, never to an address a visitor typed */
  mailed: boolean;
}

export type ComplaintStatus = 'open' | 'closed';

/** A complaint as the operator's calls list it. */
export interface ComplaintRecord extends Required<Pick<ComplaintForm, 'name' | 'email' | 'subject' | 'text'>> {
  id: number;
  reference: string;
  /** the member who sent it logged in; null for a visitor */
  member_id: number | null;
  member_name: string | null;
  reported_member_id: number | null;
  reported_conversation_id: number | null;
  locale: string;
  site: string;
  status: ComplaintStatus;
  attachment: { type: string; bytes: number; name: string } | null;
  created_at: string;
  closed_at: string | null;
  close_reason: string | null;
}

export function complaintReference(id: number): string {
  return `C-${String(id).padStart(6, '0')}`;
}
