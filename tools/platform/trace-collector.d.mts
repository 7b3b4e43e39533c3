export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's SpanKind: 2 server, 3 client, 4 producer */
  kind: number;
  status?: { code?: number };
  attributes: Record<string, unknown>;
}

export interface TraceCollector {
  url: string;
  spans: CollectedSpan[];
  count(): number;
  stop(): Promise<void>;
}

export function startTraceCollector(options?: { keep?: boolean }): Promise<TraceCollector>;
