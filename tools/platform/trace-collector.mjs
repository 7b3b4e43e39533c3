// A local OpenTelemetry collector of traces, for tests and benchmarks: it takes what the services' OTLP/HTTP exporter
// sends (POST /v1/traces, JSON encoding, as @opentelemetry/exporter-trace-otlp-http sends it) and keeps every span,
// flattened with its service's name. Point OTEL_EXPORTER_OTLP_ENDPOINT at its url.
import { createServer } from 'node:http';

const valueOf = (value) => value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue));
const attributesOf = (list = []) => Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

/** Starts the collector on a free port of 127.0.0.1. `keep: false` only counts spans (a benchmark's hours of them). */
export async function startTraceCollector({ keep = true } = {}) {
  const spans = [];
  let count = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') return void res.writeHead(404).end();
      const body = Buffer.concat(chunks).toString('utf8');
      if (!keep) {
        // Counting only: every span has one "spanId" key (its links and parent use other names), and this process
        // shares the machine with what it measures, so it does not parse what it need not.
        for (let at = body.indexOf('"spanId"'); at !== -1; at = body.indexOf('"spanId"', at + 8)) count += 1;
        return void res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      }
      let request;
      try {
        request = JSON.parse(body);
      } catch {
        return void res.writeHead(400).end();
      }
      for (const { resource, scopeSpans = [] } of request.resourceSpans ?? []) {
        const service = String(attributesOf(resource?.attributes)['service.name']);
        for (const scope of scopeSpans)
          for (const span of scope.spans ?? []) {
            count += 1;
            spans.push({ ...span, service, attributes: attributesOf(span.attributes) });
          }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    spans,
    count: () => count,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
