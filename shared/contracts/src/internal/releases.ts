import { z } from 'zod';
import { internalCall } from './call';

/**
 * The gateway's release API (docs/releasing.md, docs/adr/0017 §4): what `npm run deploy|rollback|promote|releases`
 * (tools/platform/release-client.mjs) and the release tests call, behind the RELEASE_TOKEN. An internal call and
 * not a route contract: production's edge does not route /internal/, and the API stays out of the OpenAPI.
 *
 * The client is plain .mjs and cannot import these schemas; the gateway's integration tests
 * (services/gateway/test/releases.e2e-spec.ts, canary.e2e-spec.ts) check its real answers against them.
 */

/** The share of visitors a canary gets: a whole number from 1 to 99 (cohorts 0-99 below it). */
const canaryPercent = z.number().int().min(1).max(99);
const isCanaryPercent = (percent: number) => Number.isInteger(percent) && percent >= 1 && percent <= 99;

export const canaryPointerSchema = z.object({
  version: z.string(),
  /** share of visitors (cohorts 0-99 below this number) on the canary */
  percent: canaryPercent,
  /** ISO time the canary started */
  since: z.string(),
});

/** One app's pointer: the live version and the ones before it, newest first (what a rollback goes back to). */
export const appPointerSchema = z.object({
  current: z.string(),
  history: z.array(z.string()),
  canary: canaryPointerSchema.optional(),
});

/** CDN_DIR/releases.json: the remotes' pointers, and the shell's beside them once a shell was released. */
export const releasePointersSchema = z.object({
  remotes: z.record(z.string(), appPointerSchema),
  shell: appPointerSchema.optional(),
});

export const releaseActionSchema = z.enum(['release', 'refusal', 'rollback', 'promotion', 'canary-rollback']);

/** One line of releases.log.jsonl: who did what to which app, from which version to which, and why. */
export const releaseLogEntrySchema = z.object({
  at: z.string(),
  /** the name the caller gave (the CLI sends the git user or $USER): recorded, not authenticated */
  who: z.string(),
  action: releaseActionSchema,
  app: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  why: z.string(),
});

/** The time the gateway took, in ms, on every answer that changes something. */
const took = { ms: z.number().nonnegative() };

/** What a release did: the version it got, the one live before (null for the app's first release), and the gate's warnings. */
export const releaseOutcomeSchema = z.object({
  app: z.string(),
  version: z.string(),
  /** the version live before; null for the app's first release */
  previous: z.string().nullable(),
  /** false: that exact build was live already (or is already the canary) */
  changed: z.boolean(),
  /** set when the build went out as a canary instead of the live version */
  canary: z.object({ percent: canaryPercent }).optional(),
  warnings: z.array(z.string()),
});

/** What a dry run (`check=1`) tells: the live platform would accept the build; nothing was published. */
export const checkOutcomeSchema = z.object({
  app: z.string(),
  ok: z.literal(true),
  /** the version the build would be released as (the same build released later gets this one) */
  version: z.string(),
  /** the app's live version now; null before its first release */
  live: z.string().nullable(),
  warnings: z.array(z.string()),
  notes: z.array(z.string()),
});

/** A pointer moved by a person: a rollback, a canary's promotion or its end. */
export const pointerMoveSchema = z.object({ app: z.string(), from: z.string(), to: z.string() });

/** The app a call names, as the path gives it; the gateway answers 404 RELEASE.UNKNOWN_APP for one that is not releasable. */
export const releaseAppParamsSchema = z.object({ app: z.string() });

/**
 * The query of a release: `version` the app's package.json version (the first half of the version id; empty is
 * none), `canary` a percent (empty is none), `check=1` (or `true`) the dry run. Anything in `canary` but a whole
 * number from 1 to 99 is a 400; the gateway answers it with its own sentence (releases.controller.ts).
 */
export const releaseQuerySchema = z.object({
  version: z
    .string()
    .optional()
    .transform((version) => version || undefined),
  canary: z
    .unknown()
    .optional()
    // Read with Number(), as the gateway always has: ' 10' and '1e1' are 10, '' is no canary, a repeated one NaN.
    .transform((text) => (text === undefined || text === '' ? undefined : Number(text)))
    .refine((percent) => percent === undefined || isCanaryPercent(percent), { error: 'a whole number from 1 to 99' }),
  check: z
    .unknown()
    .optional()
    .transform((check) => check === '1' || check === 'true'),
});

/** GET /internal/releases?limit=: the newest `limit` log entries, 50 when it is not a positive whole number, 1000 at most. */
export const RELEASE_LOG_DEFAULT_LIMIT = 50;
export const RELEASE_LOG_MAX_LIMIT = 1_000;
export const releaseListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .positive()
    .transform((count) => Math.min(count, RELEASE_LOG_MAX_LIMIT))
    .catch(RELEASE_LOG_DEFAULT_LIMIT),
});

const appPath = (app: string) => `/internal/releases/${encodeURIComponent(app)}`;

/** What is live, and the latest releases, refusals and rollbacks, newest first (`npm run releases`). */
export const listReleasesCall = internalCall({
  name: 'gateway.releases.list',
  service: 'gateway',
  method: 'GET',
  path: ({ limit }: { limit?: number } = {}) => `/internal/releases${limit === undefined ? '' : `?limit=${limit}`}`,
  body: undefined,
  answer: z.object({ pointers: releasePointersSchema, log: z.array(releaseLogEntrySchema) }),
});

/** The request body is the build folder as a tar.gz (content-type application/gzip), not JSON: no body schema. 201. */
export const releaseCall = internalCall({
  name: 'gateway.releases.release',
  service: 'gateway',
  method: 'POST',
  path: ({ app, version, canary }: { app: string; version?: string; canary?: number }) => {
    const query = new URLSearchParams();
    if (version) query.set('version', version);
    if (canary !== undefined) query.set('canary', String(canary));
    return `${appPath(app)}${query.size ? `?${query}` : ''}`;
  },
  body: undefined,
  answer: releaseOutcomeSchema.extend(took),
});

/** The dry run of a release (a pull request's pipeline): the same archive and checks, 200, nothing published or logged. */
export const checkReleaseCall = internalCall({
  name: 'gateway.releases.check',
  service: 'gateway',
  method: 'POST',
  path: ({ app, version }: { app: string; version?: string }) => `${appPath(app)}?${new URLSearchParams({ check: '1', ...(version ? { version } : {}) })}`,
  body: undefined,
  answer: checkOutcomeSchema.extend(took),
});

/** The app's previous version goes live again (`npm run rollback -- <app>`). */
export const rollbackReleaseCall = internalCall({
  name: 'gateway.releases.rollback',
  service: 'gateway',
  method: 'POST',
  path: ({ app }: { app: string }) => `${appPath(app)}/rollback`,
  body: undefined,
  answer: pointerMoveSchema.extend(took),
});

/** The app's canary becomes the release everyone gets (`npm run promote -- <app>`). */
export const promoteCanaryCall = internalCall({
  name: 'gateway.releases.promote',
  service: 'gateway',
  method: 'POST',
  path: ({ app }: { app: string }) => `${appPath(app)}/promote`,
  body: undefined,
  answer: pointerMoveSchema.extend(took),
});

/** The app's canary ends: everyone back on the stable release (`npm run rollback -- <app> --canary`). */
export const rollbackCanaryCall = internalCall({
  name: 'gateway.releases.canary-rollback',
  service: 'gateway',
  method: 'POST',
  path: ({ app }: { app: string }) => `${appPath(app)}/canary/rollback`,
  body: undefined,
  answer: pointerMoveSchema.extend(took),
});
