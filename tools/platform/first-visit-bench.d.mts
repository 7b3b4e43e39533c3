import type { Browser } from '@playwright/test';

export interface FirstVisitResult {
  path: string;
  throttled: boolean;
  requests: number;
  /** every response of the site's origin as it crossed the wire */
  allBytes: number;
  /** the scripts among them */
  jsBytes: number;
  jsFiles: number;
  jsEncodings: Record<string, number>;
  scripts: Array<{ file: string; encoding: string; bytes: number }>;
  lcpMs: number;
  cls: number;
}
export declare const FIRST_VISIT_PATHS: Array<{ path: string; member: boolean }>;
export declare const PHONE_THROTTLING: { latencyMs: number; downloadKbps: number; uploadKbps: number; cpuSlowdown: number };
export declare const FIRST_VISIT_GOALS: { homeJsBytes: number; lcpMs: number; cls: number; switchMs: number; federationOverhead: number };
export declare function measureFirstVisit(options: {
  browser: Browser;
  baseUrl: string;
  path: string;
  member?: { email: string; password: string } | null;
  throttled?: boolean;
}): Promise<FirstVisitResult>;
export declare function reportFirstVisit(results: FirstVisitResult[]): string;
/** Milliseconds per round from a click on the navigation's link to the frame after the new area's heading is on screen. */
export declare function measureSwitch(options: {
  browser: Browser;
  baseUrl: string;
  member: { email: string; password: string };
  from?: string;
  to?: string;
  fromHeading?: string | null;
  toHeading?: string | null;
  rounds?: number;
  throttled?: boolean;
}): Promise<number[]>;
export declare function reportFederationOverhead(rows: Array<{ federated: FirstVisitResult; monolith: FirstVisitResult }>): string;
