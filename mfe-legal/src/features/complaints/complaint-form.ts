import { COMPLAINT_ATTACHMENT_TYPES, COMPLAINT_LIMITS, type ComplaintReceipt } from '@rendezvous/contracts';
import { apiRequest } from '@rendezvous/api-client';
import { z } from 'zod';

/**
 * The messages are keys of the legal namespace (complaints_form.*), translated where they are shown. The route's body
 * (complaintFormSchema of routes/site.ts) answers in the service's words and reads multipart text, so the form keeps its
 * own schema; complaint-form.spec.ts holds the two together (what the form sends the route accepts, what the route refuses
 * the form refuses).
 */
export const complaintFormSchema = z.object({
  name: z.string().trim().min(1, 'required').max(COMPLAINT_LIMITS.name, 'too_long'),
  email: z.string().trim().min(1, 'required').max(COMPLAINT_LIMITS.email, 'email_invalid').pipe(z.email('email_invalid')),
  member_name: z.string().trim().max(COMPLAINT_LIMITS.memberName, 'too_long'),
  subject: z.string().trim().min(1, 'required').max(COMPLAINT_LIMITS.subject, 'too_long'),
  text: z.string().trim().min(COMPLAINT_LIMITS.textMin, 'text_length').max(COMPLAINT_LIMITS.text, 'text_length'),
  // A FileList in the browser; what it is really is for the server to say (it reads the bytes).
  attachment: z
    .custom<FileList | null | undefined>()
    .refine((files) => !files?.[0] || (COMPLAINT_ATTACHMENT_TYPES as readonly string[]).includes(files[0].type), 'attachment_type')
    .refine((files) => !files?.[0] || files[0].size <= COMPLAINT_LIMITS.attachment, 'attachment_size'),
});

export type ComplaintFormValues = z.infer<typeof complaintFormSchema>;

/** Where a Report action sent the visitor from (a profile, a conversation): ?member=&member_id=&conversation= */
export interface ReportContext {
  member: string | null;
  memberId: number | null;
  conversationId: number | null;
}

const positive = (value: string | null) => (value && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null);

export function readReportContext(search: URLSearchParams): ReportContext {
  return {
    member: search.get('member')?.trim().slice(0, COMPLAINT_LIMITS.memberName) || null,
    memberId: positive(search.get('member_id')),
    conversationId: positive(search.get('conversation')),
  };
}

/** POST /api/complaints.php as multipart/form-data: the fields, the report's ids, the page's language and the file. */
export function sendComplaint(values: ComplaintFormValues, report: ReportContext, locale: string): Promise<ComplaintReceipt> {
  const body = new FormData();
  body.set('name', values.name);
  body.set('email', values.email);
  if (values.member_name) body.set('member_name', values.member_name);
  body.set('subject', values.subject);
  body.set('text', values.text);
  body.set('locale', locale);
  if (report.memberId) body.set('reported_member_id', String(report.memberId));
  if (report.conversationId) body.set('reported_conversation_id', String(report.conversationId));
  const file = values.attachment?.[0];
  if (file) body.set('attachment', file, file.name);
  return apiRequest<ComplaintReceipt>('/api/complaints.php', { method: 'POST', body });
}
