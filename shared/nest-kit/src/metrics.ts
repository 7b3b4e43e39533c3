import { createServer, type IncomingMessage, type Server } from 'node:http';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ConfigError } from './config';
import type { RequestStep } from './http';

/**
 * Prometheus metrics of one process (issue 35), on an internal port of their own (METRICS_PORT), never on the port
 * the gateway or the ingress reach: the process's own (CPU, memory, event-loop delay, GC, from prom-client), every
 * request's count and duration by method, route and status, and what a resource registers itself (an outbox's lag,
 * the database pool, chat's sockets). docs/operations.md says what to watch. Off unless METRICS_PORT is set
 * (`npm start` and the tests run without; the Helm chart sets it).
 */
export interface ServiceMetrics {
  readonly registry: Registry;
  /** the step that counts and times every request (first in nest-kit's steps, so refusals count too) */
  readonly requests: RequestStep;
}

/** The route label of a request that Express did not route (nest-kit answerFirst's: a proxied call, a hot internal call). */
const ROUTE_LABEL = Symbol('metrics route');

/** Names the route of a request answered without Express, for its metrics (a bounded name, never the raw path). */
export function labelRoute(req: IncomingMessage, route: string): void {
  (req as IncomingMessage & { [ROUTE_LABEL]?: string })[ROUTE_LABEL] = route;
}

/** The route pattern a request matched, for metrics and span names (never the raw path, whose ids are unbounded). */
export function requestRoute(req: IncomingMessage): string {
  // Express's matched route pattern ("/api/members/:id"), joined to the router's mount path; never the raw path,
  // whose ids would make one series per member.
  const routed = req as IncomingMessage & { route?: { path?: unknown }; baseUrl?: string; [ROUTE_LABEL]?: string };
  if (routed[ROUTE_LABEL]) return routed[ROUTE_LABEL];
  if (typeof routed.route?.path === 'string') return `${routed.baseUrl ?? ''}${routed.route.path}`;
  return 'unmatched';
}

/** METRICS_PORT: unset or empty, no metrics; else the port of the metrics server (0: one the system picks, logged at start). */
export function metricsPort(env: NodeJS.ProcessEnv = process.env): number | null {
  const value = env.METRICS_PORT ?? '';
  if (value === '') return null;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65_535) throw new ConfigError(`METRICS_PORT must be a port number (it is ${JSON.stringify(value)})`);
  return port;
}

let current: ServiceMetrics | null = null;

/** This process's metrics, made once (a service is one process): null while METRICS_PORT is not set. */
export function serviceMetrics(service?: string): ServiceMetrics | null {
  if (current) return current;
  if (metricsPort() === null || !service) return null;
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  // One histogram, no counter beside it: its _count series is the requests answered, by the same labels. prom-client
  // spends about half a microsecond per update on labels, and the gateway answers a kept user.php in about 60 µs
  // (bench/gateway-hop.mjs measures what metrics and traces cost; the goal is 5 % of that throughput).
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method, route and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const requests: RequestStep = (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const labels = { method: req.method ?? 'GET', route: requestRoute(req), status: String(res.statusCode) };
      duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
  current = { registry, requests };
  return current;
}

/** A gauge read when Prometheus scrapes (pool usage, sockets, an outbox's lag); nothing when metrics are off. */
export function registerGauge(name: string, help: string, read: () => number | Promise<number>): void {
  const metrics = serviceMetrics();
  if (!metrics || metrics.registry.getSingleMetric(name)) return;
  new Gauge({
    name,
    help,
    registers: [metrics.registry],
    async collect() {
      this.set(await read());
    },
  });
}

/** The metrics server: GET /metrics in Prometheus's text format on METRICS_PORT, nothing else. */
export async function startMetricsServer(metrics: ServiceMetrics, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  server.unref();
  return server;
}
