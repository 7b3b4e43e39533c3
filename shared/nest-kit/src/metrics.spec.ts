import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from './config';
import { metricsPort, registerGauge, serviceMetrics, startMetricsServer } from './metrics';

describe('METRICS_PORT', () => {
  it('is off when unset or empty, a port when it is one, and a configuration error otherwise', () => {
    expect(metricsPort({})).toBeNull();
    expect(metricsPort({ METRICS_PORT: '' })).toBeNull();
    expect(metricsPort({ METRICS_PORT: '9464' })).toBe(9464);
    expect(metricsPort({ METRICS_PORT: '0' })).toBe(0);
    for (const wrong of ['70000', 'prometheus', '94.64', '-1']) expect(() => metricsPort({ METRICS_PORT: wrong })).toThrow(ConfigError);
  });
});

describe('a process’s metrics', () => {
  let app: Server;
  let metricsServer: Server;
  let base: string;
  let metricsUrl: string;
  let gaugeValue = 3;

  beforeAll(async () => {
    process.env.METRICS_PORT = '1';
    const metrics = serviceMetrics('unit')!;
    const routes = express();
    routes.use(metrics.requests);
    const members = express.Router();
    members.get('/:id', (req, res) => void res.status(req.params.id === '404' ? 404 : 200).json({ id: req.params.id }));
    routes.use('/api/members', members);
    app = createServer(routes);
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
    registerGauge('unit_things', 'Things, read at each scrape.', () => gaugeValue);
    metricsServer = await startMetricsServer(metrics, 0, '127.0.0.1');
    metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}/metrics`;
  });
  afterAll(async () => {
    delete process.env.METRICS_PORT;
    await new Promise((resolve) => app.close(resolve));
    await new Promise((resolve) => metricsServer.close(resolve));
  });

  it('counts requests by the route pattern with its mount path, not by the raw path, and unrouted ones as unmatched', async () => {
    await fetch(`${base}/api/members/12`);
    await fetch(`${base}/api/members/13`);
    await fetch(`${base}/api/members/404`);
    await fetch(`${base}/nowhere/99`);
    const text = await (await fetch(metricsUrl)).text();
    expect(text).toContain('http_request_duration_seconds_count{service="unit",method="GET",route="/api/members/:id",status="200"} 2');
    expect(text).toContain('http_request_duration_seconds_count{service="unit",method="GET",route="/api/members/:id",status="404"} 1');
    expect(text).toContain('http_request_duration_seconds_count{service="unit",method="GET",route="unmatched",status="404"} 1');
    expect(text).not.toMatch(/\/api\/members\/1[23]/);
  });

  it('reads a registered gauge at each scrape', async () => {
    expect(await (await fetch(metricsUrl)).text()).toContain('unit_things{service="unit"} 3');
    gaugeValue = 5;
    expect(await (await fetch(metricsUrl)).text()).toContain('unit_things{service="unit"} 5');
  });

  it('answers only GET /metrics', async () => {
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404);
  });
});
