import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type SpanContext,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOffSampler, BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { CORRELATION_ID_HEADER } from '@rendezvous/contracts';
import type { IncomingHttpHeaders } from 'node:http';
import { requestPath, type RequestStep } from './http';
import { requestRoute } from './metrics';

/**
 * Traces across the gateway and the services (issue 35, docs/adr/0020-traces.md), with OpenTelemetry:
 * - every request continues its caller's W3C trace context (`traceparent`) or starts a trace, and its
 *   trace id is the request's correlation id: the error envelope's `correlationId`, the
 *   `x-correlation-id` answer header and every log line's `traceId` are one id an operator looks up;
 * - internal calls (InternalClient) and outbox events (stored with the row, sent at delivery) carry
 *   the context on, so one trace shows a member's request, the calls it made and the effects delivered later;
 * - spans are recorded and exported over OTLP/HTTP only when an endpoint is configured
 *   (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, the SDK's own variables, as are
 *   OTEL_TRACES_SAMPLER and OTEL_BSP_*). Without one, ids are still made and passed on, nothing is recorded.
 */

let provider: NodeTracerProvider | null = null;
let tracer: Tracer | null = null;

/** Whether spans leave this process: an OTLP endpoint is configured and the exporter is not switched off. */
export function tracesExported(env: NodeJS.ProcessEnv = process.env): boolean {
  if ((env.OTEL_TRACES_EXPORTER ?? '').trim() === 'none' || (env.OTEL_SDK_DISABLED ?? '').trim() === 'true') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim());
}

/**
 * Registers this process's tracer once (the first call names the service; nest-kit's boot makes it before
 * anything else, and a step used on its own, as in a unit test, starts it with the SDK's default name).
 */
export function startTracing(service?: string): void {
  if (provider) return;
  const exported = tracesExported();
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME?.trim() || service || 'rendezvous',
      'service.namespace': 'rendezvous',
    }),
    // Not exported: every span is a non-recording one (ids only), so tracing costs next to nothing by default.
    // Exported: the SDK's sampler from OTEL_TRACES_SAMPLER (parent-based, always on, unless told otherwise).
    ...(exported ? {} : { sampler: new AlwaysOffSampler() }),
    spanProcessors: exported ? [new BatchSpanProcessor(new OTLPTraceExporter())] : [],
  });
  // Trace context only: baggage from a caller is not carried on (it would reach every service unchecked).
  provider.register({ propagator: new W3CTraceContextPropagator() });
  tracer = trace.getTracer('rendezvous');
}

/** Sends the spans not exported yet, at shutdown (a SIGTERM); never throws. */
export async function flushTraces(): Promise<void> {
  await provider?.forceFlush().catch(() => undefined);
}

function activeTracer(): Tracer {
  if (!tracer) startTracing();
  return tracer as Tracer;
}

/** The valid span context of the work running now (a request, a socket event, an outbox delivery), if any. */
function activeSpanContext(): SpanContext | undefined {
  const spanContext = trace.getSpan(context.active())?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext : undefined;
}

/** The trace id of the work running now, if any. */
export function currentTraceId(): string | undefined {
  return activeSpanContext()?.traceId;
}

/** The log fields of the work running now: its trace and span ids (a log line is then found from a trace, and back). */
export function traceLogFields(): { traceId?: string; spanId?: string } {
  const spanContext = activeSpanContext();
  return spanContext ? { traceId: spanContext.traceId, spanId: spanContext.spanId } : {};
}

/** The W3C headers that pass the current context on to another process ({} outside any trace). */
export function traceHeaders(from: Context = context.active()): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(from, headers);
  return headers;
}

/** The stored form of the current context (an outbox row's), or null outside any trace. */
export function currentTraceParent(): string | null {
  return traceHeaders().traceparent ?? null;
}

/** The context a stored `traceparent` names (an outbox row's), or a fresh root when there is none. */
export function contextFromTraceParent(traceparent: string | null | undefined): Context {
  return traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT;
}

/**
 * Runs `work` in a span of its own, a child of `parent` (the active context unless given): a socket event, an
 * internal call, an outbox delivery. The span ends when the work settles, with an error status when it throws.
 */
export function inSpan<T>(name: string, kind: SpanKind, work: (span: Span) => Promise<T>, parent: Context = context.active()): Promise<T> {
  const span = activeTracer().startSpan(name, { kind }, parent);
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await work(span);
    } catch (error) {
      markFailed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Runs an event that arrives outside any request (a message over a member's socket) as a trace of its own. */
export function inOwnTrace<T>(name: string, work: (span: Span) => Promise<T>): Promise<T> {
  return inSpan(name, SpanKind.SERVER, work, ROOT_CONTEXT);
}

/** Marks a span as failed (an exception, or a failure answered without one, such as a 5xx envelope). */
export function markFailed(span: Span, error?: unknown): void {
  if (!span.isRecording()) return;
  if (error instanceof Error) span.recordException(error);
  span.setStatus({ code: SpanStatusCode.ERROR, ...(error instanceof Error ? { message: error.message } : {}) });
}

/**
 * The first step of every request (nest-kit's boot puts it before the others, the gateway's proxied calls
 * included): continues the caller's W3C trace context or starts a trace, makes its id the request's correlation
 * id (x-correlation-id on the answer, the envelope's correlationId), and rewrites the request's `traceparent`
 * to this request's span, so whatever forwards the request's headers on (the gateway's proxy, its chat socket
 * pipe) passes the right parent. The span is named by the route pattern and ends with the answer.
 */
export const traceRequests: RequestStep = (req, res, next) => {
  const parent = propagation.extract(ROOT_CONTEXT, req.headers);
  const span = activeTracer().startSpan(req.method ?? 'GET', { kind: SpanKind.SERVER }, parent);
  const active = trace.setSpan(parent, span);
  const { traceId } = span.spanContext();
  propagation.inject(active, req.headers as IncomingHttpHeaders);
  req.headers[CORRELATION_ID_HEADER] = traceId;
  res.setHeader(CORRELATION_ID_HEADER, traceId);
  if (span.isRecording()) {
    // 'close' comes after 'finish', and also when the caller went away before the answer was complete.
    res.once('close', () => {
      const route = requestRoute(req);
      span.updateName(`${req.method ?? 'GET'} ${route}`);
      span.setAttributes({
        'http.request.method': req.method ?? 'GET',
        'http.route': route,
        'http.response.status_code': res.statusCode,
        'url.path': requestPath(req),
      });
      if (res.statusCode >= 500) markFailed(span);
      if (!res.writableFinished) span.setAttribute('http.request.aborted', true);
      span.end();
    });
  }
  context.with(active, next);
};

/** The correlation id of the work running now (a request's, a socket event's): its trace id. */
export const currentCorrelationId = currentTraceId;
