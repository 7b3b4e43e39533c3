import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, { json, urlencoded, type Express, type RequestHandler } from 'express';
import type { IncomingMessage, Server } from 'node:http';
import { ConfigError } from './config';
import { migrationsMode } from './database';
import { metricsPort, registerGauge, serviceMetrics, startMetricsServer } from './metrics';
import { Outbox } from './outbox';
import { DataSource } from 'typeorm';
import { flushTraces, startTracing, traceRequests } from './tracing';
import { answerLiveness } from './liveness';
import { requireClientHeaderOnWrites, type ClientHeaderOptions } from './csrf';
import { ErrorEnvelopeFilter } from './error-envelope.filter';
import { createLogger, JsonNestLogger, requestLogMiddleware } from './logger';
import type { RequestStep } from './http';
import { answerClientErrorsInEnvelope, noStoreByDefault, rejectRepeatedQueryParameters, rejectUnsafeInput } from './request-guards';

/** How long a service keeps an idle keep-alive connection (callers give theirs up after at most 30 s). */
export const SERVER_KEEP_ALIVE_MS = 65_000;

/** Bodies above this are refused with 413 before any handler runs. */
export const MAX_BODY_BYTES = '100kb';

/**
 * The JSON body's bytes as they arrived, beside the parsed body: a provider's webhook signature is
 * computed over exactly these bytes (Stripe), never over a re-serialised object.
 */
function keepRawBody(req: IncomingMessage & { rawBody?: Buffer }, _res: unknown, buffer: Buffer): void {
  req.rawBody = buffer;
}

export interface ServiceBootOptions {
  name: string;
  port: number;
  host: string;
  logLevel: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Nest root module class
  module: any;
  /**
   * extra setup before listen (gateway proxies, static files); `guards` are the steps every request
   * has already passed through, in order, for a path that answers without Express (the gateway's)
   */
  configure?: (app: NestExpressApplication, guards: readonly RequestStep[]) => void | Promise<void>;
  /** headers every answer carries, refusals included (the gateway's CSP); runs first */
  securityHeaders?: RequestHandler | RequestStep;
  /** body parsing off for services that forward raw bodies (the gateway) */
  parseBodies?: boolean;
  /** which bearer tokens exempt a cookie-less call from the client header (the service's admin and internal tokens) */
  clientHeader?: ClientHeaderOptions;
}

/** The methods some route accepts for a path (wildcard catch-alls aside), for 405 answers. */
export function allowedMethods(server: Express, path: string): string[] {
  const methods = new Set<string>();
  type RouteLayer = { route?: { path: string; methods: Record<string, boolean> }; match: (path: string) => boolean };
  for (const layer of (server.router as unknown as { stack: RouteLayer[] }).stack) {
    if (!layer.route || layer.route.path.includes('*') || !layer.match(path)) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') methods.add(method.toUpperCase());
  }
  return [...methods].sort();
}

export async function createServiceApp(options: ServiceBootOptions): Promise<NestExpressApplication> {
  startTracing(options.name);
  const logger = createLogger(options.name, options.logLevel);
  // Exact routing: "/api/account/SIGNUP" and "/api/account/signup/" are not "/api/account/signup".
  // Rules keyed on a path (rate limits, exemptions) then mean what they say. Set before the router exists.
  const server = express();
  server.enable('case sensitive routing');
  server.enable('strict routing');
  const app = await NestFactory.create<NestExpressApplication>(options.module, new ExpressAdapter(server), {
    logger: new JsonNestLogger(logger),
    bodyParser: false,
    abortOnError: false,
  });
  app.disable('x-powered-by');
  const guards = requestGuards(options, logger);
  for (const guard of guards) app.use(guard);
  app.useGlobalFilters(new ErrorEnvelopeFilter(logger, (path) => allowedMethods(server, path)));
  answerClientErrorsInEnvelope(app.getHttpServer());
  await options.configure?.(app, guards);
  return app;
}

/** What every request passes before any route, in this order (refusals answer in the envelope). */
function requestGuards(options: ServiceBootOptions, logger: ReturnType<typeof createLogger>): RequestStep[] {
  const metrics = serviceMetrics(options.name);
  return [
    // The liveness probe first: it only shows that the event loop answers (liveness.ts).
    answerLiveness,
    ...(options.securityHeaders ? [options.securityHeaders as RequestStep] : []),
    // Counts every answer, refusals by the steps after it included (metrics.ts; only with METRICS_PORT set).
    ...(metrics ? [metrics.requests] : []),
    // The request's trace (continued from the caller's traceparent, or new): its id is the correlation id from here on.
    traceRequests,
    requestLogMiddleware(logger),
    noStoreByDefault,
    rejectRepeatedQueryParameters,
    requireClientHeaderOnWrites(options.clientHeader),
    ...(options.parseBodies === false
      ? []
      : [json({ limit: MAX_BODY_BYTES, verify: keepRawBody }) as RequestStep, urlencoded({ extended: false, limit: MAX_BODY_BYTES }) as RequestStep]),
    rejectUnsafeInput,
  ];
}

/** The OpenAPI document of one service; the gateway merges them into one. */
export function serveOpenApi(app: INestApplication, title: string): void {
  const document = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle(title).setVersion('0.1.0').build());
  app.getHttpAdapter().get('/openapi.json', (_req: unknown, res: { json: (body: unknown) => void }) => res.json(document));
}

/**
 * At a shutdown signal Nest closes the server, and Node then ends only the connections idle at that moment:
 * one still answering is kept for the whole keep-alive time (65 s) once its answer is out, and holds the
 * process that long. From the signal on, each connection is closed as soon as it goes idle.
 */
export function closeConnectionsAsTheyIdle(server: Server): void {
  setInterval(() => server.closeIdleConnections(), 100).unref();
}

/** Boots a service: the process exits with a clear message when its configuration is incomplete. */
export async function runService(boot: () => Promise<ServiceBootOptions>): Promise<void> {
  let options: ServiceBootOptions;
  try {
    migrationsMode();
    metricsPort();
    options = await boot();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  if (migrationsMode() === 'only') {
    // A release's migration job (deploy/helm): the database module runs them while the application is built;
    // then the process ends without starting anything (no init hooks: no relay, no seeding, no listening).
    const app = await NestFactory.create(options.module, { logger: new JsonNestLogger(createLogger(options.name, options.logLevel)), abortOnError: false });
    await app.close();
    createLogger(options.name, options.logLevel).info(`${options.name} migrations done`);
    // Clients some providers open when they are made (Redis for rate counters when REDIS_URL is set) would keep the
    // process, and the job, alive; pino writes what is pending as the process exits.
    process.exit(0);
  }
  const app = await createServiceApp(options);
  serveOpenApi(app, `Rendezvous ${options.name}`);
  // Callers keep connections open (the gateway's proxy agents, InternalClient): the server must keep an
  // idle connection longer than any caller does, or a caller can reuse a socket the server just closed.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
  server.headersTimeout = SERVER_KEEP_ALIVE_MS + 1_000;
  // The shutdown at a signal is ours, not Nest's enableShutdownHooks: Nest re-raises the signal as soon as the
  // application is closed, which ended the process before the last seconds of spans had left. Here the application
  // closes (its providers' shutdown hooks, then the server, each connection as it goes idle), then the spans are
  // flushed (tracing.ts; nothing when not exported), then the process ends. A second signal ends it at once.
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      closeConnectionsAsTheyIdle(server);
      void app
        .close()
        .then(flushTraces)
        .then(
          () => process.exit(0),
          (error: unknown) => {
            createLogger(options.name, options.logLevel).error({ error: (error as Error).message }, `${options.name} did not close cleanly`);
            process.exit(1);
          },
        );
    });
  await app.listen(options.port, options.host);
  createLogger(options.name, options.logLevel).info({ port: options.port }, `${options.name} listening`);
  await serveMetrics(app, options);
}

/** With METRICS_PORT set: the database pool's and the outbox's gauges, and the metrics server (metrics.ts). */
async function serveMetrics(app: NestExpressApplication, options: ServiceBootOptions): Promise<void> {
  const metrics = serviceMetrics(options.name);
  const port = metricsPort();
  if (!metrics || port === null) return;
  const dataSource = optional(app, DataSource);
  // TypeORM's Postgres driver keeps its pg pool as `master`.
  const pool = (dataSource?.driver as unknown as { master?: { totalCount: number; idleCount: number; waitingCount: number } } | undefined)?.master;
  if (pool) {
    registerGauge('db_pool_connections', 'Connections the service holds to its database.', () => pool.totalCount);
    registerGauge('db_pool_connections_idle', 'Of them, idle.', () => pool.idleCount);
    registerGauge('db_pool_waiting_requests', 'Queries waiting for a connection (the pool is exhausted while this stays above 0).', () => pool.waitingCount);
  }
  const outbox = optional(app, Outbox);
  if (outbox) {
    registerGauge('outbox_pending_events', 'Events not delivered yet.', async () => (await outbox.lag()).pending);
    registerGauge('outbox_dead_events', 'Events given up on: an operator retries them once the receiver is mended.', async () => (await outbox.lag()).dead);
    registerGauge(
      'outbox_oldest_pending_seconds',
      'Age of the oldest event not delivered yet (0 when none is waiting).',
      async () => (await outbox.lag()).oldestSeconds,
    );
  }
  const server = await startMetricsServer(metrics, port, options.host);
  const listening = (server.address() as { port: number }).port;
  createLogger(options.name, options.logLevel).info({ port: listening }, `${options.name} metrics on /metrics`);
}

function optional<T>(app: NestExpressApplication, token: abstract new (...args: never[]) => T): T | undefined {
  try {
    return app.get(token as never, { strict: false }) as T;
  } catch {
    return undefined;
  }
}
