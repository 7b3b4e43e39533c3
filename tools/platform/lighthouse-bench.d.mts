export interface LighthouseResult {
  url: string;
  runs: number;
  /** each run's LCP in ms, CLS, FCP in ms */
  lcp: number[];
  cls: number[];
  fcp: number[];
  /** the medians */
  lcpMs: number;
  clsValue: number;
  fcpMs: number;
}
export declare const LIGHTHOUSE_GOALS: { lcpMs: number; cls: number };
export declare const LIGHTHOUSE_PATHS: string[];
export declare function lighthouseRuns(options: { url: string; runs?: number; chromePath?: string }): Promise<LighthouseResult>;
export declare function reportLighthouse(results: LighthouseResult[]): string;
