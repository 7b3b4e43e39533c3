import { SpanKind } from '@opentelemetry/api';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from './logger';
import { contextFromTraceParent, currentCorrelationId, currentTraceParent, inOwnTrace, inSpan, traceRequests, tracesExported } from './tracing';

// Without an OTLP endpoint (as in `npm start` and these tests) nothing is recorded, but every request still has a
// trace: its id is the correlation id, it is in the log lines, and it is passed on. The exported spans themselves
// are checked end to end against a real OTLP receiver (services/gateway/test/tracing.e2e-spec.ts).

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const HEX32 = /^[0-9a-f]{32}$/;

let server: Server;
let base: string;
let seen: { headers: IncomingHttpHeaders; correlationId?: string; traceParent: string | null } | undefined;

beforeAll(async () => {
  server = createServer((req, res) =>
    traceRequests(req, res, () => {
      seen = { headers: { ...req.headers }, correlationId: currentCorrelationId(), traceParent: currentTraceParent() };
      res.end('ok');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a request’s trace', () => {
  it('starts a trace when the caller sent none: its id is the correlation id of the answer and of the work', async () => {
    const answer = await fetch(`${base}/a`);
    const correlationId = answer.headers.get('x-correlation-id');
    expect(correlationId).toMatch(HEX32);
    expect(seen?.correlationId).toBe(correlationId);
    // Whatever forwards the request's headers (the gateway's proxy) passes this request's span on as the parent.
    expect(seen?.headers.traceparent).toMatch(new RegExp(`^00-${correlationId}-[0-9a-f]{16}-00$`));
    expect(seen?.traceParent).toBe(seen?.headers.traceparent);

    const again = await fetch(`${base}/a`);
    expect(again.headers.get('x-correlation-id')).not.toBe(correlationId);
  });

  it('continues a caller’s W3C trace context under a span of its own', async () => {
    const answer = await fetch(`${base}/b`, { headers: { traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01`, 'x-correlation-id': 'ignored-now-123' } });
    expect(answer.headers.get('x-correlation-id')).toBe(TRACE_ID);
    expect(seen?.correlationId).toBe(TRACE_ID);
    expect(seen?.headers.traceparent).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-0[01]$`));
    expect(seen?.headers.traceparent).not.toContain(CALLER_SPAN);
  });

  it('ignores a malformed traceparent and starts a trace instead', async () => {
    const answer = await fetch(`${base}/c`, { headers: { traceparent: '00-not-a-trace-01' } });
    expect(answer.headers.get('x-correlation-id')).toMatch(HEX32);
    expect(answer.headers.get('x-correlation-id')).not.toBe('00000000000000000000000000000000');
  });
});

describe('work outside a request', () => {
  it('gets a trace of its own for each event, and its log lines carry the trace and span ids', async () => {
    const ids = await Promise.all([1, 2].map(() => inOwnTrace('socket test', async () => currentCorrelationId())));
    expect(ids[0]).toMatch(HEX32);
    expect(ids[1]).toMatch(HEX32);
    expect(ids[0]).not.toBe(ids[1]);
    expect(currentCorrelationId()).toBeUndefined();
  });

  it('continues a stored context (an outbox row’s), and starts one when the row has none', async () => {
    const stored = `00-${TRACE_ID}-${CALLER_SPAN}-00`;
    expect(await inSpan('outbox test', SpanKind.PRODUCER, async () => currentCorrelationId(), contextFromTraceParent(stored))).toBe(TRACE_ID);
    const fresh = await inSpan('outbox test', SpanKind.PRODUCER, async () => currentCorrelationId(), contextFromTraceParent(null));
    expect(fresh).toMatch(HEX32);
    expect(fresh).not.toBe(TRACE_ID);
  });

  it('ends its span with the work, passing the work’s error on', async () => {
    await expect(inOwnTrace('failing', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});

describe('log lines', () => {
  it('carry the trace and span ids of the work they were written in, and none outside it', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const probe = createLogger('test', 'info', { write: (line: string) => void lines.push(JSON.parse(line)) });
    const traceId = await inOwnTrace('logging', async () => {
      probe.info('inside');
      return currentCorrelationId();
    });
    probe.info('outside');
    expect(lines[0]).toMatchObject({ msg: 'inside', traceId, spanId: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(lines[1].msg).toBe('outside');
    expect(lines[1].traceId).toBeUndefined();
  });
});

describe('export', () => {
  it('is on only with an OTLP endpoint, and off again with OTEL_TRACES_EXPORTER=none or OTEL_SDK_DISABLED', () => {
    expect(tracesExported({})).toBe(false);
    expect(tracesExported({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracesExported({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracesExported({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(tracesExported({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracesExported({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBe(false);
  });
});
