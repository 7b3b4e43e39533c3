import type { TelemetryEvent } from '@rendezvous/contracts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The gateway's Prometheus metrics (GET /metrics, internal token): what the shells report about each remote
 * (telemetry.controller.ts) and what the canary judge decides. Each instance counts what reached it;
 * Prometheus sums the instances. Labels are bounded: remotes by the route table, versions by the live
 * pointers (telemetry for a version that is not live is not counted), cohort stable|canary.
 */
export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly mounts = new Counter({
    name: 'rdv_remote_mounts_total',
    help: 'Mount attempts of a remote reported by the shells, by outcome (mounted, mount-error, load-error)',
    labelNames: ['remote', 'version', 'cohort', 'outcome'],
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: 'rdv_remote_errors_total',
    help: "Uncaught errors and rejections from a remote's scripts reported by the shells",
    labelNames: ['remote', 'version', 'cohort'],
    registers: [this.registry],
  });
  // Web Vitals in Prometheus units (seconds); buckets around the "good" and "poor" thresholds of web.dev.
  private readonly lcp = new Histogram({
    name: 'rdv_web_vitals_lcp_seconds',
    help: 'Largest Contentful Paint while the remote was the page',
    labelNames: ['remote', 'version', 'cohort'],
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
    registers: [this.registry],
  });
  private readonly inp = new Histogram({
    name: 'rdv_web_vitals_inp_seconds',
    help: 'Interaction to Next Paint while the remote was the page',
    labelNames: ['remote', 'version', 'cohort'],
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2],
    registers: [this.registry],
  });
  private readonly cls = new Histogram({
    name: 'rdv_web_vitals_cls',
    help: 'Cumulative Layout Shift while the remote was the page',
    labelNames: ['remote', 'version', 'cohort'],
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    registers: [this.registry],
  });
  readonly canaryRollbacks = new Counter({
    name: 'rdv_canary_rollbacks_total',
    help: 'Canaries this gateway rolled back by itself (the canary judge)',
    labelNames: ['remote'],
    registers: [this.registry],
  });
  readonly canaryFailureRate = new Gauge({
    name: 'rdv_canary_failure_rate',
    help: "Share of failed mounts (mount or load errors) of a remote's canary and stable versions, as the judge last compared them",
    labelNames: ['remote', 'cohort'],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'rdv_gateway_' });
  }

  record(event: TelemetryEvent): void {
    const labels = { remote: event.remote, version: event.version, cohort: event.cohort };
    switch (event.kind) {
      case 'mount':
        return void this.mounts.inc({ ...labels, outcome: 'mounted' });
      case 'mount-error':
      case 'load-error':
        return void this.mounts.inc({ ...labels, outcome: event.kind });
      case 'error':
        return void this.errors.inc(labels);
      case 'vital':
        if (event.name === 'CLS') return void this.cls.observe(labels, event.value);
        return void (event.name === 'LCP' ? this.lcp : this.inp).observe(labels, event.value / 1000);
    }
  }
}
