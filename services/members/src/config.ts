import { resolve } from 'node:path';
import { databaseConfigSchema, loadConfig } from '@rendezvous/nest-kit';
import { photoStorageComplete, photoStorageConfigShape } from '@rendezvous/nest-kit/photos';
import { z } from 'zod';

export const membersConfigSchema = databaseConfigSchema
  .extend({
    // The platform's documented port (tools/platform/launch.mjs), so a bare `node dist/main.js` works.
    PORT: z.coerce.number().int().positive().default(3102),
    /** the site service: which searches a site allows logged out (logged_out_search) */
    SITE_URL: z.string().url(),
    SITE_SETTINGS_CACHE_MS: z.coerce.number().int().nonnegative().default(10_000),
    /** where the gateway answers: the outbox tells it when a member's user object changed (member.changed) */
    GATEWAY_URL: z.string().url().default('http://127.0.0.1:8080'),
    /** identity mails the members' like notifications (likes.notify events) */
    IDENTITY_URL: z.string().url().default('http://127.0.0.1:3101'),
    /** chat: which hidden members' cards a member may see (their conversation partners) */
    CHAT_URL: z.string().url().default('http://127.0.0.1:3103'),
    /** like mails: how often a round gathers the likes nobody was told about, and how old a like must be first (a burst is one mail) */
    LIKE_MAIL_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
    LIKE_MAIL_DELAY_MS: z.coerce
      .number()
      .int()
      .nonnegative()
      .default(5 * 60_000),
    /** operators' calls: photo inspection */
    ADMIN_TOKEN: z.string().min(16),
    ...photoStorageConfigShape,
    /** the photo folder with PHOTO_STORAGE=disk. Absolute from here on. */
    PHOTO_DIR: z
      .string()
      .min(1)
      .transform((dir) => resolve(dir)),
  })
  .refine(...photoStorageComplete);
export type MembersConfig = z.infer<typeof membersConfigSchema>;

export const loadMembersConfig = () => loadConfig('members', membersConfigSchema);

export const MEMBERS_CONFIG = Symbol('MEMBERS_CONFIG');
