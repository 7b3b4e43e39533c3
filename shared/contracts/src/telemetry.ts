/**
 * What the shell reports about each remote (ADR 0017 section 7), in batches sent with navigator.sendBeacon
 * to TELEMETRY_PATH; the gateway counts them for Prometheus and for the canary judge.
 */
export const TELEMETRY_PATH = '/api/telemetry';

/** Largest batch the gateway takes; the shell sends sooner when it has this many. */
export const TELEMETRY_MAX_EVENTS = 40;

export type TelemetryCohort = 'stable' | 'canary';

interface RemoteFacts {
  /** Nx project name, e.g. mfe-chat */
  remote: string;
  /** the release's version from the manifest entry */
  version: string;
  cohort: TelemetryCohort;
}

export type TelemetryEvent =
  /** the remote's lifecycles mounted */
  | (RemoteFacts & { kind: 'mount' })
  /** its mount threw: the area shows its fallback */
  | (RemoteFacts & { kind: 'mount-error' })
  /** its entry or lifecycles could not be loaded */
  | (RemoteFacts & { kind: 'load-error' })
  /** an uncaught error or rejection from one of its scripts */
  | (RemoteFacts & { kind: 'error' })
  /** a Web Vital while the remote was the page's (LCP and INP in ms, CLS unitless) */
  | (RemoteFacts & { kind: 'vital'; name: 'LCP' | 'CLS' | 'INP'; value: number });

export interface TelemetryBatch {
  events: TelemetryEvent[];
}
