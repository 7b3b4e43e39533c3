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
export const GOALS: { hopP50Ms: number; userRps: number; userP99Ms: number };
export const CONNECTIONS: number;
export function measureGatewayHop(options: { gatewayUrl: string; siteUrl: string; cookie: string; durationSec: number; rounds?: number }): Promise<HopResult>;
export function report(result: HopResult): string;
export function demoSessionCookie(gatewayUrl: string): Promise<string>;
