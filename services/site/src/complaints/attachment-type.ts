import type { COMPLAINT_ATTACHMENT_TYPES } from '@rendezvous/contracts';

type AttachmentType = (typeof COMPLAINT_ATTACHMENT_TYPES)[number];

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What an attachment is, by its first bytes (its signature), or null when it is neither an image nor a
 * PDF. A file's name and the type the browser declared are the sender's to choose; its bytes are not.
 */
export function sniffAttachmentType(bytes: Buffer): AttachmentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}
