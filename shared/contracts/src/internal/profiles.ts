import { z } from 'zod';
import { SUPPORTED_COUNTRIES } from '../site';
import { internalCall } from './call';
import { memberId } from './ids';

/**
 * Profile facts identity collects (signup and its steps) and account states that show on the
 * profile (hidden while not activated or deleted). Members owns and stores them; identity sends
 * them as `profile.written` events through its outbox, so a partial object changes only its fields.
 */
export const profileWriteSchema = z.strictObject({
  name: z.string().trim().min(2).max(40).optional(),
  birth_date: z.iso.date().optional(),
  signup_message: z.string().max(1000).optional(),
  gender: z.enum(['male', 'female']).optional(),
  sexuality: z.enum(['hetero', 'gay', 'lesbian', 'bi']).optional(),
  /** the member's explicit consent to store the sexuality (GDPR art. 9); members records when it came */
  special_category_consent: z.literal(true).optional(),
  country: z.enum(SUPPORTED_COUNTRIES).optional(),
  region: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
  about_me: z.string().max(2000).optional(),
  status: z.enum(['active', 'disabled']).optional(),
});
export type ProfileWrite = z.infer<typeof profileWriteSchema>;

/** The member's own profile as the user object carries it (spec section 3's `profile`). */
export const ownProfileSchema = z.object({
  id: memberId,
  name: z.string(),
  country: z.string().nullable(),
  status: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  /** the owner's own sexuality: the defaults follow it (orientation.ts) */
  sexuality: z.enum(['hetero', 'gay', 'lesbian', 'bi']).nullable().optional(),
  age: z.number().int().nullable(),
  main_image: z.object({ filename: z.string(), thumb_filename: z.string(), status: z.string(), match: z.string() }).nullable(),
});

export const ownProfileCall = internalCall({
  name: 'members.profiles.own',
  service: 'members',
  method: 'GET',
  path: ({ id }: { id: number }) => `/internal/profiles/${id}`,
  body: undefined,
  answer: ownProfileSchema,
});
