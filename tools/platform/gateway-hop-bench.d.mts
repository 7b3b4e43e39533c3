export interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  requests: number;
}
export interface HopResult {
  direct: Measurement;
  gateway: Measurement;
  user: Measurement;
  /** GET /api/chats.php for the member: a member call through the session check */
  member: Measurement;
  hopP50Ms: number;
  /** the hop of every round, in order; hopP50Ms is their median */
  hops: number[];
  goals: { hop: boolean; userRps: boolean; userP99: boolean };
}
export const GOALS: { hopP50Ms: number; userRps: number; userP99Ms: number; telemetryCostPercent: number };
export const CONNECTIONS: number;
export function measureGatewayHop(options: { gatewayUrl: string; siteUrl: string; cookie: string; durationSec: number; rounds?: number }): Promise<HopResult>;
export function report(result: HopResult): string;
export function demoSessionCookie(gatewayUrl: string): Promise<string>;
export interface TelemetryCost {
  /** user.php through the gateway without METRICS_PORT and OTLP export, the median round */
  off: Measurement;
  /** the same through the gateway with both */
  on: Measurement;
  /** how much less throughput with metrics and traces, in % (negative: more, within the noise) */
  costPercent: number;
  /** CPU of each platform's processes per request, in µs (load generator excluded), when their processes were given */
  cpuUs: { off: number | null; on: number | null; gatewayOff: number | null; gatewayOn: number | null } | null;
  cpuCostPercent: number | null;
  ok: boolean;
  failed: boolean;
}
export function measureTelemetryCost(options: {
  withoutUrl: string;
  withUrl: string;
  cookie: string;
  withCookie?: string;
  durationSec: number;
  rounds?: number;
  processes?: { off: Array<{ name: string; pid: number }>; on: Array<{ name: string; pid: number }> };
}): Promise<TelemetryCost>;
/** `spans`: how many the collector received, when known; `goal` false: the cost is reported without a verdict */
export function reportTelemetryCost(cost: TelemetryCost, spans?: number, goal?: boolean): string;
