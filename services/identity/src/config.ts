import { databaseConfigSchema, loadConfig } from '@rendezvous/nest-kit';
import { z } from 'zod';

export const identityConfigSchema = databaseConfigSchema.extend({
  // The platform's documented port (tools/platform/launch.mjs), so a bare `node dist/main.js` works.
  /** where the gateway answers: the outbox tells it when a member's user object changed (member.changed) */
  GATEWAY_URL: z.string().url().default('http://127.0.0.1:8080'),
  PORT: z.coerce.number().int().positive().default(3101),
  SITE_URL: z.string().url(),
  /** members, chat and payments: where identity's outbox delivers (profile facts, account purges) */
  MEMBERS_URL: z.string().url(),
  CHAT_URL: z.string().url(),
  PAYMENTS_URL: z.string().url(),
  /** bearer token for operator calls (e-mail bounce and spam reports) */
  ADMIN_TOKEN: z.string().min(16),
  SMTP_URL: z.string().url(),
  MAIL_FROM: z.string().min(3),
  /** the site's public origin, for links in e-mails */
  PUBLIC_URL: z.string().url(),
  /**
   * identity's own limit on login, signup, reset and the other secret-guessing or mail-sending calls,
   * per client address (the gateway's limit comes first; this one also holds for a caller that
   * reaches identity some other way)
   */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** how long site settings (signups, min_age) are kept before being read again */
  SITE_SETTINGS_CACHE_MS: z.coerce.number().int().nonnegative().default(10_000),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export const loadIdentityConfig = () => loadConfig('identity', identityConfigSchema);

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
