import { databaseConfigSchema, loadConfig } from '@rendezvous/nest-kit';
import { z } from 'zod';

/** The browsers' push services (Chromium's push_messaging_constants, Mozilla autopush, WNS, Apple's web push). */
const DEFAULT_PUSH_ENDPOINT_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];
/** a name, or a wildcard over a name of at least two labels ("*.com" or "*" would open every host); no IP literal */
const PUSH_HOST_PATTERN = /^(?:\*\.(?=[a-z0-9-]+\.[a-z0-9-]))?(?=.*[a-z-])[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

export const identityConfigSchema = databaseConfigSchema
  .extend({
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
     * ones: the machine's local CA, so tests can run a push service on localhost; never in production
     */
    PUSH_EXTRA_CA_FILE: z.string().optional(),
    /**
     * the push services' hosts a subscription's endpoint may name, comma-separated; "*.example.com"
     * for its subdomains (issue 30, finding 1). The default is the browsers' push services: Chrome,
     * Edge's Chromium and Opera (FCM), Firefox (Mozilla autopush), legacy Edge (WNS), Safari (Apple).
     */
    PUSH_ENDPOINT_HOSTS: z
      .string()
      .default('')
      // Empty (as in .env.example) is the default list too: a blank setting never means "no check".
      .transform((list) =>
        list.trim()
          ? list
              .split(',')
              .map((host) => host.trim().toLowerCase())
              .filter(Boolean)
          : DEFAULT_PUSH_ENDPOINT_HOSTS,
      )
      .pipe(z.array(z.string().regex(PUSH_HOST_PATTERN, 'a host name, or *. and a name of at least two labels; never an IP address')).min(1)),
    /**
     * tests only: the name localhost may resolve to loopback (the test push service on localhost). Every
     * other name, and every private, link-local or metadata address, stays refused; refused with NODE_ENV=production.
     */
    PUSH_ALLOW_LOOPBACK: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    NODE_ENV: z.string().default('development'),
    /** how long site settings (signups, min_age) are kept before being read again */
    SITE_SETTINGS_CACHE_MS: z.coerce.number().int().nonnegative().default(10_000),
  })
  .superRefine((config, context) => {
    if (config.PUSH_ALLOW_LOOPBACK && config.NODE_ENV === 'production') {
      context.addIssue({ code: 'custom', path: ['PUSH_ALLOW_LOOPBACK'], message: 'pushes to loopback are for tests only, never with NODE_ENV=production' });
    }
    if (config.PUSH_EXTRA_CA_FILE && config.NODE_ENV === 'production') {
      context.addIssue({
        code: 'custom',
        path: ['PUSH_EXTRA_CA_FILE'],
        message: 'an extra push CA is for development and tests only, never with NODE_ENV=production',
      });
    }
  });
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export const loadIdentityConfig = () => loadConfig('identity', identityConfigSchema);

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
