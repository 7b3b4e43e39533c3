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
export declare const FIRST_VISIT_GOALS: { homeJsBytes: number; lcpMs: number; cls: number };
export declare function measureFirstVisit(options: {
  browser: Browser;
  baseUrl: string;
  path: string;
  member?: { email: string; password: string } | null;
  throttled?: boolean;
}): Promise<FirstVisitResult>;
export declare function reportFirstVisit(results: FirstVisitResult[]): string;
