import { freePort, startServiceInstance, type RunningInstance } from '@rendezvous/test-kit';
import { memberIn } from './buyers';

// Prometheus metrics on an internal port (METRICS_PORT; nest-kit metrics.ts, issue 35): every request counted and
// timed by its route pattern (never the raw path, whose ids would make a series per member), the database pool and
// the outbox's lag; nothing on the service's own port.

let payments: RunningInstance;
let metricsUrl: string;
const INTERNAL_TOKEN = (JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}') as Record<string, string>).INTERNAL_TOKEN;

beforeAll(async () => {
  const port = await freePort();
  payments = await startServiceInstance('payments', { METRICS_PORT: String(port) });
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
}, 60_000);
afterAll(() => payments?.stop());

const scrape = async () => {
  const answer = await fetch(metricsUrl);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/plain');
  return answer.text();
};
/** The value of one series, by its name and labels in any order (Prometheus's text format does not fix their order). */
const valueOf = (text: string, series: string) => {
  const [, name, labels = ''] = /^([^{]+)(?:\{(.*)\})?$/.exec(series) ?? [];
  const wanted = labels.split(',').filter(Boolean).sort().join(',');
  for (const line of text.split('\n')) {
    const match = /^([^{\s]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match && match[1] === name && (match[2] ?? '').split(',').filter(Boolean).sort().join(',') === wanted) return Number(match[3]);
  }
  return undefined;
};
const internal = (path: string, init: RequestInit = {}) =>
  fetch(`${payments.url}${path}`, { ...init, headers: { authorization: `Bearer ${INTERNAL_TOKEN}`, 'content-type': 'application/json', ...init.headers } });

describe('a service’s metrics', () => {
  it('count and time each request by route pattern and status, the hot internal call and refusals included', async () => {
    const [alice, bob] = await Promise.all([memberIn('NL'), memberIn('DE')]);
    const series = (route: string, status: number, method = 'GET') =>
      `http_request_duration_seconds_count{service="payments",method="${method}",route="${route}",status="${status}"}`;
    const before = await scrape();
    for (const member of [alice, bob]) expect((await internal(`/internal/wallets/${member.id}`)).status).toBe(200);
    const change = (body: object) => internal('/internal/credits/changes', { method: 'POST', body: JSON.stringify(body) });
    expect((await change({ member_id: alice.id, delta: 5, reason: 'metrics_test', reference: `metrics-${alice.id}` })).status).toBe(200);
    expect((await change({ member_id: alice.id, delta: 0, reason: 'metrics_test', reference: 'x' })).status).toBe(400);
    expect((await fetch(`${payments.url}/internal/wallets/${alice.id}`)).status).toBe(403);

    const after = await scrape();
    const grew = (name: string) => (valueOf(after, name) ?? 0) - (valueOf(before, name) ?? 0);
    expect(grew(series('/internal/wallets/:id', 200))).toBe(2);
    expect(grew(series('/internal/wallets/:id', 403))).toBe(1);
    expect(grew(series('/internal/credits/changes', 200, 'POST'))).toBe(1);
    expect(grew(series('/internal/credits/changes', 400, 'POST'))).toBe(1);
    // No series names a member: routes are patterns.
    expect(after).not.toContain(`/internal/wallets/${alice.id}`);
    expect(
      valueOf(after, 'http_request_duration_seconds_count{service="payments",method="POST",route="/internal/credits/changes",status="200"}'),
    ).toBeGreaterThan(0);
  });

  it('show the database pool, the outbox’s lag and the process, and nothing of them on the service’s own port', async () => {
    const text = await scrape();
    expect(valueOf(text, 'db_pool_connections{service="payments"}')).toBeGreaterThan(0);
    expect(valueOf(text, 'db_pool_waiting_requests{service="payments"}')).toBe(0);
    expect(valueOf(text, 'outbox_pending_events{service="payments"}')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'outbox_dead_events{service="payments"}')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'outbox_oldest_pending_seconds{service="payments"}')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'process_cpu_seconds_total{service="payments"}')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds{service="payments"}');
    expect((await fetch(`${payments.url}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/health'))).status).toBe(404);
  });
});
