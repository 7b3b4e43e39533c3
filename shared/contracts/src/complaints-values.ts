// Complaint limits the types (complaints.ts) and the route schemas (routes/site.ts) both need.
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
