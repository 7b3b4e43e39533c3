export interface LighthouseResult {
  url: string;
  runs: number;
  /** the Lighthouse that measured (13.x, from tools/lighthouse) */
  lighthouseVersion: string;
  /** each run's LCP in ms, CLS, FCP in ms */
  lcp: number[];
  cls: number[];
  fcp: number[];
  /** runs that ran again after Lighthouse's own "run Lighthouse again" failures (RETRYABLE_LIGHTHOUSE_ERRORS) */
  retried: number;
  /** the medians */
  lcpMs: number;
  clsValue: number;
  fcpMs: number;
  /** the median run's LCP element (a CSS selector) and its subparts in ms, observed without throttling */
  lcpElement: string | null;
  lcpSubparts: Record<string, number>;
}
export declare const LIGHTHOUSE_GOALS: { lcpMs: number; cls: number };
export declare const LIGHTHOUSE_PATHS: string[];
export declare const RETRYABLE_LIGHTHOUSE_ERRORS: Set<string>;
export declare function lighthouseRuns(options: { url: string; runs?: number; chromePath?: string }): Promise<LighthouseResult>;
export declare function reportLighthouse(results: LighthouseResult[]): string;
