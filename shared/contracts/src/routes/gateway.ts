import { z } from 'zod';
import { REMOTES } from '../platform-units';
import type { RemotesManifest } from '../remotes';
import { TELEMETRY_MAX_EVENTS, type TelemetryBatch } from '../telemetry';
import { ANSWERS, route } from './route';

/**
 * The gateway's own public routes (everything else under /api/ is a service's, proxied by the route table).
 * The page routes (the shell's index.html, the PWA's files, robots.txt) answer no JSON: their contracts say so.
 */

const remoteName = z.enum(REMOTES.map((remote) => remote.name) as [string, ...string[]]);

export const remoteReleaseSchema = z.object({
  name: z.string(),
  scope: z.string(),
  version: z.string(),
  manifestUrl: z.string(),
  entryUrl: z.string(),
  cohort: z.enum(['stable', 'canary']).optional(),
  integrity: z.string().optional(),
  files: z.record(z.string(), z.string()).optional(),
});

export const remotesManifestSchema = z.object({ remotes: z.array(remoteReleaseSchema) }) satisfies z.ZodType<RemotesManifest>;

const facts = {
  remote: remoteName,
  version: z.string().min(1).max(80),
  cohort: z.enum(['stable', 'canary']),
};

/** The batch the shell beacons (telemetry.ts); anything else is a 400 with the error envelope. */
export const telemetryBatchSchema = z.object({
  events: z
    .array(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.enum(['mount', 'mount-error', 'load-error', 'error']), ...facts }),
        // LCP and INP in ms (a minute at most), CLS a unitless score.
        z.object({ kind: z.literal('vital'), name: z.enum(['LCP', 'INP', 'CLS']), value: z.number().finite().min(0).max(60_000), ...facts }),
      ]),
    )
    .min(1)
    .max(TELEMETRY_MAX_EVENTS),
}) satisfies z.ZodType<TelemetryBatch, unknown>;

const serviceHealthSchema = z.object({
  status: z.enum(['ok', 'down', 'misconfigured']),
  database: z.string().optional(),
  reason: z.string().optional(),
  latencyMs: z.number(),
});

const NOT_FOUND = { status: 404, code: 'ROUTE.NOT_FOUND' } as const;

export const gatewayRoutes = {
  health: route({
    name: 'health',
    service: 'gateway',
    method: 'GET',
    path: '/api/health',
    // The 503 is the error envelope with this answer's status, gateway and services beside it: not the plain envelope.
    summary: 'Health of the gateway and every service; 503 in the error envelope (with the same per-service detail) when degraded',
    answer: z.object({ status: z.literal('ok'), gateway: z.literal('ok'), services: z.record(z.string(), serviceHealthSchema) }),
  }),
  remotes: route({
    name: 'remotes',
    service: 'gateway',
    method: 'GET',
    path: '/api/remotes.json',
    summary: "The live manifest: for each remote its name, the version of the caller's canary cohort (rdv_cohort cookie), its cohort and mf-manifest.json URL",
    answer: remotesManifestSchema,
  }),
  integrity: route({
    name: 'integrity',
    service: 'gateway',
    method: 'GET',
    path: '/api/integrity/:app/:version',
    summary: "The sha256 (SRI form) of each browser script of a remote's published version, by file name: what its runtime checks chunks with",
    params: z.object({ app: z.string(), version: z.string() }),
    answer: z.record(z.string(), z.string()),
    failure: [NOT_FOUND],
  }),
  telemetry: route({
    name: 'telemetry',
    service: 'gateway',
    method: 'POST',
    path: '/api/telemetry',
    summary: "The shell's batched reports per remote, version and cohort: mounts, mount and load failures, errors, Web Vitals",
    body: telemetryBatchSchema,
    answer: ANSWERS.empty(),
    status: 204,
    failure: [
      { status: 413, code: 'REQUEST.BODY_TOO_LARGE' },
      { status: 429, code: 'REQUEST.RATE_LIMITED' },
    ],
  }),
  openApi: route({
    name: 'openApi',
    service: 'gateway',
    method: 'GET',
    path: '/api/openapi.json',
    summary: "This document: the gateway's own operations merged with each service's",
    answer: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  }),
  manifest: route({
    name: 'manifest',
    service: 'gateway',
    method: 'GET',
    path: '/manifest.webmanifest',
    summary: "The site's web app manifest",
    answer: ANSWERS.file('application/manifest+json'),
  }),
  serviceWorker: route({
    name: 'serviceWorker',
    service: 'gateway',
    method: 'GET',
    path: '/sw-push.js',
    summary: 'The push service worker (spec 7)',
    answer: ANSWERS.file('text/javascript'),
    failure: [NOT_FOUND],
  }),
  icon: route({
    name: 'icon',
    service: 'gateway',
    method: 'GET',
    path: '/icon.svg',
    summary: "The site's icon",
    answer: ANSWERS.file('image/svg+xml'),
    failure: [NOT_FOUND],
  }),
  robots: route({
    name: 'robots',
    service: 'gateway',
    method: 'GET',
    path: '/robots.txt',
    summary: "robots.txt, naming the site's own sitemap",
    answer: ANSWERS.file('text/plain'),
  }),
  sitemap: route({
    name: 'sitemap',
    service: 'gateway',
    method: 'GET',
    path: '/sitemap.xml',
    summary: 'The indexable pages of the site',
    answer: ANSWERS.file('application/xml'),
  }),
  page: route({
    name: 'page',
    service: 'gateway',
    method: 'GET',
    path: '/{*path}',
    summary: "Every other non-asset path: the shell's index.html with the site's settings inlined (server-rendered where the owning remote can)",
    answer: ANSWERS.html(),
    failure: [NOT_FOUND],
  }),
} as const;
