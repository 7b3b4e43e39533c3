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
  /**
   * Web Push (VAPID, RFC 8292): the key pair identity signs pushes with. Made at first start with the
   * other development secrets (tools/platform/secrets.mjs); the site service serves the public half
   * as the site's push_public_key. Without them no push is sent (subscriptions are still kept).
   */
  VAPID_PUBLIC_KEY: z.union([z.literal(''), z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'a base64url P-256 public key (65 bytes)')]).default(''),
  VAPID_PRIVATE_KEY: z.union([z.literal(''), z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key (32 bytes)')]).default(''),
  /** who push services contact about our pushes: a mailto: or https: URL (default: MAIL_FROM's address) */
  VAPID_SUBJECT: z.union([z.literal(''), z.string().regex(/^(mailto:|https:\/\/)/)]).default(''),
  /**
   * a PEM file of one more certificate authority trusted for push endpoints, besides the public
   * ones: the machine's local CA, so tests (and a developer) can run a push service on 127.0.0.1
   */
  PUSH_EXTRA_CA_FILE: z.string().optional(),
  /** how long site settings (signups, min_age) are kept before being read again */
  SITE_SETTINGS_CACHE_MS: z.coerce.number().int().nonnegative().default(10_000),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export const loadIdentityConfig = () => loadConfig('identity', identityConfigSchema);

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
