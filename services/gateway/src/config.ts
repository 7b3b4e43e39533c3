import { baseConfigSchema, loadConfig } from '@rendezvous/nest-kit';
import { SERVICES, type ServiceUrlEnv } from '@rendezvous/contracts';
import { z } from 'zod';

const url = z.string().url();

/** Every service's base URL (IDENTITY_URL, MEMBERS_URL, ...), one per entry of the platform's list of services. */
const serviceUrlSettings = Object.fromEntries(SERVICES.map((service) => [service.urlEnv, url])) as Record<ServiceUrlEnv, typeof url>;

export const gatewayConfigSchema = baseConfigSchema
  .extend({
    PORT: z.coerce.number().int().positive().default(8080),
    ...serviceUrlSettings,
    /**
     * several chat instances, comma-separated: calls and sockets are spread over them in turn (chat's
     * socket.io adapter delivers across instances, so no sticky sessions). Empty = CHAT_URL alone.
     */
    CHAT_URLS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(url)),
    /** bearer token for the services' /internal calls (session check, profile, wallet); vouches for x-rdv-member-id */
    INTERNAL_TOKEN: z.string().min(16),
    /** the shell build served while no shell is released into CDN_DIR (a fresh store, a test gateway) */
    SHELL_DIR: z.string().min(1),
    /** the release store (docs/adr/0017 §4): version folders, releases.json, releases.log.jsonl */
    CDN_DIR: z.string().min(1),
    /**
     * the release state several gateways share (docs/adr/0022): pointers, log and lock in this Postgres database,
     * version files in RELEASES_S3_BUCKET (the RELEASES_S3_* settings); CDN_DIR is then this gateway's copy. Empty = CDN_DIR
     * alone holds everything: every gateway must run on this machine, on this folder
     */
    RELEASES_DATABASE_URL: z.union([z.literal(''), url]).default(''),
    /** the bucket of published version folders, <app>/<version>/<file>; needed with RELEASES_DATABASE_URL */
    RELEASES_S3_BUCKET: z.string().default(''),
    /** the bucket's own settings (not the photo buckets': another bucket, other keys); the endpoint empty for AWS itself */
    RELEASES_S3_REGION: z.string().default('us-east-1'),
    RELEASES_S3_ENDPOINT: z.union([z.literal(''), url]).default(''),
    RELEASES_S3_ACCESS_KEY_ID: z.string().default(''),
    RELEASES_S3_SECRET_ACCESS_KEY: z.string().default(''),
    RELEASES_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
    /** how often a gateway reads the shared pointers besides Postgres' announcements (a lost one costs this long at most) */
    RELEASE_SYNC_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),
    /** bearer token of the release API (/internal/releases); empty = the API is off (404) */
    RELEASE_TOKEN: z.union([z.literal(''), z.string().min(16)]).default(''),
    /** largest build archive (tar.gz, without source maps) a release may upload */
    RELEASE_MAX_UPLOAD_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(64 * 1024 * 1024),
    /**
     * development and tests only: a checkout whose builds (<dir>/<app>/dist) are published at boot when not
     * published yet (tools/platform/launch.mjs sets it); never set in production, where only releases publish
     */
    RELEASE_CHECKOUT_DIR: z.string().default(''),
    CDN_ORIGIN: z.union([z.literal(''), url]).default(''),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /** login, signup and password-reset requests per minute per client address */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
    /** page loads (index.html, manifest) per minute per client address */
    PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
    /**
     * chat socket upgrades per minute per client address, on top of the /api budget they also spend: a page
     * opens one socket and the shell reconnects with back-off (1 s up to 30 s), so 60 is many tabs' worth
     */
    SOCKET_UPGRADE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
    /**
     * payment providers' webhook calls per minute per sending address (their own budget, not /api's: one
     * provider address carries every member's webhooks). A refused one is delivered again by the provider
     * (docs/adr/0004), so the limit delays, never drops
     */
    WEBHOOK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1_200),
    /** photo files (/photos/) per minute per client address: a search page shows dozens, scrolling appends more */
    PHOTO_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1_200),
    /**
     * telemetry beacons (POST /api/telemetry) per minute per client address: a page sends one within 2 s of
     * its mounts, one when hidden and one per 2 s while a remote keeps failing, so 60 is a busy tab's worth
     */
    TELEMETRY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
    /** how often the canary judge compares each canary with its stable release (also soon after a canary failure) */
    CANARY_JUDGE_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),
    /** the judge's rule (canary/canary-judge.ts): failed mounts a canary needs at least before it is rolled back */
    CANARY_MIN_FAILURES: z.coerce.number().int().positive().default(3),
    /** ... percentage points its failure rate must exceed the stable one's by */
    CANARY_MARGIN_POINTS: z.coerce.number().min(0).max(100).default(20),
    /** ... and how many times the stable rate it must be at least */
    CANARY_RATIO: z.coerce.number().min(1).default(2),
    /**
     * proxies in front of the gateway whose X-Forwarded-* headers count: Express's "trust proxy" list
     * (addresses, CIDRs, "loopback", "uniquelocal"). Empty: nobody's, the socket address is the client.
     */
    TRUSTED_PROXIES: z.string().default(''),
    /** a country header a trusted proxy sets (e.g. cf-ipcountry); empty: the shipped database decides */
    GEOIP_HEADER: z.string().default(''),
    /** the IP-to-country database (MaxMind format); default: the shipped CC0 database */
    GEOIP_DATABASE: z.string().default(''),
    /**
     * Redis for what gateway replicas share: rate-limit counters, and the drops of kept user objects and
     * session checks (routing/cache-sync.ts). Empty = this process's memory: one replica only.
     */
    REDIS_URL: z.union([z.literal(''), url]).default(''),
    CORS_ORIGINS: z.string().default(''),
    SETTINGS_CACHE_MS: z.coerce.number().int().nonnegative().default(10_000),
    /**
     * longest a kept user.php answer lives (dropped on every change anyway, routing/user-cache.ts). 0 = off,
     * session checks included
     */
    USER_CACHE_MS: z.coerce.number().int().nonnegative().default(30_000),
    /**
     * longest a kept session check lives. Every way a session ends is told to the gateway (a logout through
     * it, identity's member.changed for a password change, a deletion, a disabled account), so this only
     * bounds what a lost event could cost, and how long past its end (days after its start) a session that
     * simply expired in identity is still taken. At 30 s a member writing every 20-40 s was checked with
     * identity again for about every second message (issue 34).
     */
    SESSION_CACHE_MS: z.coerce.number().int().nonnegative().default(300_000),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  })
  .refine((config) => !config.RELEASES_DATABASE_URL === !config.RELEASES_S3_BUCKET, {
    message:
      'shared release state needs both RELEASES_DATABASE_URL and RELEASES_S3_BUCKET (pointers without the files, or files without the pointers, serve nothing)',
    path: ['RELEASES_DATABASE_URL'],
  });
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export const loadGatewayConfig = () => loadConfig('gateway', gatewayConfigSchema);
