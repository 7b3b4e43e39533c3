export declare const DEFAULT_RELEASE_URL: string;
export declare class ReleaseApiError extends Error {
  status: number;
  envelope: { statusCode: number; code: string; message: string; correlationId?: string; errors?: Record<string, string[]> } | null;
  constructor(status: number, envelope: ReleaseApiError['envelope']);
}
export interface ReleaseTarget {
  url: string;
  token: string;
  who: string;
}
export interface DeployOutcome {
  app: string;
  version: string;
  previous: string | null;
  changed: boolean;
  canary?: { percent: number };
  warnings: string[];
  ms: number;
}
export interface CheckOutcome {
  app: string;
  ok: true;
  /** the version the build would be released as */
  version: string;
  /** the app's live version now; null before its first release */
  live: string | null;
  warnings: string[];
  notes: string[];
  ms: number;
}
export declare function releaseTarget(root: string, env?: Record<string, string | undefined>): ReleaseTarget;
export declare function releasedBy(root: string, env?: Record<string, string | undefined>): string;
export declare function packBuild(dist: string): Promise<Buffer>;
export declare function deployBuild(target: ReleaseTarget, app: string, dist: string, options?: { packageVersion?: string; canary?: number }): Promise<DeployOutcome>;
export declare function checkBuild(target: ReleaseTarget, app: string, dist: string, options?: { packageVersion?: string }): Promise<CheckOutcome>;
export declare function rollbackApp(target: ReleaseTarget, app: string): Promise<{ app: string; from: string; to: string; ms: number }>;
export declare function rollbackCanary(target: ReleaseTarget, app: string): Promise<{ app: string; from: string; to: string; ms: number }>;
export declare function promoteCanary(target: ReleaseTarget, app: string): Promise<{ app: string; from: string; to: string; ms: number }>;
export declare function listReleases(target: ReleaseTarget, limit?: number): Promise<{ pointers: { remotes: Record<string, { current: string; history: string[]; canary?: { version: string; percent: number; since: string } }>; shell?: { current: string; history: string[] } }; log: Array<{ at: string; who: string; action: string; app: string; from: string | null; to: string | null; why: string }> }>;
