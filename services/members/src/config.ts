import { resolve } from 'node:path';
import { databaseConfigSchema, loadConfig } from '@rendezvous/nest-kit';
import { z } from 'zod';

export const membersConfigSchema = databaseConfigSchema.extend({
  // The platform's documented port (tools/platform/launch.mjs), so a bare `node dist/main.js` works.
  PORT: z.coerce.number().int().positive().default(3102),
  /** the site service: which searches a site allows logged out (logged_out_search) */
  SITE_URL: z.string().url(),
  SITE_SETTINGS_CACHE_MS: z.coerce.number().int().nonnegative().default(10_000),
  /** Photo folder shared with the gateway, which serves it at /photos/. Absolute from here on. */
  PHOTO_DIR: z
    .string()
    .min(1)
    .transform((dir) => resolve(dir)),
});
export type MembersConfig = z.infer<typeof membersConfigSchema>;

export const loadMembersConfig = () => loadConfig('members', membersConfigSchema);

export const MEMBERS_CONFIG = Symbol('MEMBERS_CONFIG');
