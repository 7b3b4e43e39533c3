import { rawCall, scratchDatabases, startExtraGateway, startServiceInstance, type RunningInstance } from '@rendezvous/test-kit';
import { startTraceCollector, type CollectedSpan, type TraceCollector } from '@rendezvous/platform-tools/trace-collector';
import { randomUUID } from 'node:crypto';

// Traces across the gateway and the services (nest-kit tracing.ts, ADR 0020), exported over OTLP/HTTP by the real
// OpenTelemetry exporter to a collector of the test's own (tools/platform/trace-collector.mjs: it keeps what it is sent). A gateway, identity and members
// of the test's own, on scratch databases, so the run's services (which export nothing) never deliver these events.

const SERVER = 2;
const CLIENT = 3;
const PRODUCER = 4;

let collector: TraceCollector;
let databases: Awaited<ReturnType<typeof scratchDatabases>>;
let identity: RunningInstance;
let members: RunningInstance;
let gateway: RunningInstance;

beforeAll(async () => {
  collector = await startTraceCollector();
  // Exported every 100 ms rather than the SDK's 5 s, so the test does not wait.
  const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '100' };
  databases = await scratchDatabases(['identity', 'members']);
  members = await startServiceInstance('members', { ...tracing, DATABASE_URL: databases.urls.members });
  identity = await startServiceInstance('identity', { ...tracing, DATABASE_URL: databases.urls.identity, MEMBERS_URL: members.url });
  gateway = await startExtraGateway({ ...tracing, IDENTITY_URL: identity.url, MEMBERS_URL: members.url });
}, 90_000);

afterAll(async () => {
  await gateway?.stop();
  await identity?.stop();
  await members?.stop();
  await databases?.drop();
  await collector?.stop();
}, 30_000);

/** The spans of one trace, once `ready` holds for them (the exporters send every 100 ms). */
async function traceOf(traceId: string, ready: (spans: CollectedSpan[]) => boolean): Promise<CollectedSpan[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const spans = collector.spans.filter((span) => span.traceId === traceId);
    if (ready(spans)) return spans;
    if (Date.now() > deadline)
      throw new Error(`trace ${traceId} incomplete after 10 s: ${JSON.stringify(spans.map(({ service, name }) => `${service} ${name}`))}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const signup = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  rawCall('/api/account/signup', {
    origin: gateway.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('a trace across the platform', () => {
  it('follows a signup from the gateway through identity to the event members applied, one trace id throughout', async () => {
    const email = `trace-${randomUUID()}@example.test`;
    const answer = await signup({ email, password: 'a-good-password-1', name: 'Traced', date_of_birth: `${new Date().getUTCFullYear() - 30}-05-17` });
    expect(answer.status).toBe(201);
    const traceId = String(answer.headers['x-correlation-id']);
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);

    // Every process exports on its own schedule: the members' span can arrive before the gateway's (a CI run saw it), so
    // the trace is complete when the spans of all four steps are in.
    const spans = await traceOf(
      traceId,
      (found) =>
        found.some((span) => span.service === 'members' && span.name === 'POST /internal/events') &&
        ['gateway', 'identity'].every((service) => found.some((span) => span.service === service && span.kind === SERVER)) &&
        [PRODUCER, CLIENT].every((kind) => found.some((span) => span.service === 'identity' && span.kind === kind)),
    );
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const parentOf = (span: CollectedSpan) => (span.parentSpanId ? byId.get(span.parentSpanId) : undefined);

    const atGateway = spans.find((span) => span.service === 'gateway' && span.kind === SERVER);
    // The gateway names a proxied call by the service it goes to (a bounded name), its path an attribute.
    expect(atGateway).toMatchObject({ name: 'POST proxy:identity', attributes: { 'url.path': '/api/account/signup', 'http.response.status_code': 201 } });
    expect(atGateway?.parentSpanId ?? '').toBe('');

    const atIdentity = spans.find((span) => span.service === 'identity' && span.kind === SERVER);
    expect(atIdentity).toMatchObject({ name: 'POST /api/account/signup', attributes: { 'http.response.status_code': 201 } });
    expect(parentOf(atIdentity!)).toBe(atGateway);

    // The event to members: delivered by identity's outbox inside the signup's trace, applied by members under it.
    const delivery = spans.find((span) => span.service === 'identity' && span.kind === PRODUCER && span.name.endsWith(' to members'));
    expect(delivery).toBeDefined();
    const call = spans.find((span) => span.kind === CLIENT && parentOf(span) === delivery);
    expect(call?.service).toBe('identity');
    const applied = spans.find((span) => span.service === 'members' && span.name === 'POST /internal/events');
    expect(applied?.kind).toBe(SERVER);
    expect(parentOf(applied!)).toBe(call);
  });

  it('gives a refusal’s envelope the trace id of the spans that answered it', async () => {
    const answer = await signup({ email: 'not an address', password: 'x', name: '', date_of_birth: 'yesterday' });
    expect(answer.status).toBe(400);
    expect(answer.body.correlationId).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.headers['x-correlation-id']).toBe(answer.body.correlationId);
    const spans = await traceOf(answer.body.correlationId, (found) => found.filter((span) => span.kind === SERVER).length >= 2);
    expect(spans.filter((span) => span.kind === SERVER).map((span) => [span.service, span.attributes['http.response.status_code']])).toEqual(
      expect.arrayContaining([
        ['gateway', 400],
        ['identity', 400],
      ]),
    );
  });

  it('continues the trace of a caller that sends W3C trace context (an ingress, a load balancer)', async () => {
    const traceId = randomUUID().replaceAll('-', '');
    const answer = await rawCall('/api/settings.php', { origin: gateway.url, headers: { traceparent: `00-${traceId}-1111111111111111-01` } });
    expect(answer.headers['x-correlation-id']).toBe(traceId);
    const [span] = await traceOf(traceId, (found) => found.some((s) => s.service === 'gateway'));
    expect(span.parentSpanId).toBe('1111111111111111');
  });

  it('sends the spans of its last seconds when it is stopped, before it exits', async () => {
    // Spans leave every minute here: only the flush at SIGTERM can deliver this one within the test.
    const stopping = await startExtraGateway({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: '60000',
      IDENTITY_URL: identity.url,
      MEMBERS_URL: members.url,
    });
    const answer = await rawCall('/api/settings.php', { origin: stopping.url });
    const traceId = String(answer.headers['x-correlation-id']);
    await stopping.stop();
    expect(collector.spans.some((span) => span.traceId === traceId && span.service === 'gateway')).toBe(true);
  });
});
