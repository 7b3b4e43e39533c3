export interface CpuWindow {
  seconds: number;
  perProcess: Array<{ name: string; ms: number | null }>;
  postgres: { measured: number; background: number; other: number; ended: number; total: number; byDatabase: Record<string, number> } | null;
  totalMs: number;
  loadGeneratorMs: number;
}
export interface CpuMeter {
  start(): Promise<void>;
  stop(): Promise<CpuWindow>;
}
export declare function readProcessCpu(pid: number | string): { ppid: number; ownMs: number; childrenMs: number } | null;
export declare function findProcessesNamed(name: string): Array<{ name: string; pid: number }>;
export declare function findPlatformProcesses(options: { gatewayUrl?: string; serviceUrls: Record<string, string> }): Array<{ name: string; pid: number }>;
export declare function createCpuMeter(options: {
  processes: Array<{ name: string; pid: number }>;
  /** labels: a name per database (e.g. its service) for the per-database figures */
  postgres?: { serverUrl: string; databases: string[]; labels?: Record<string, string> };
}): CpuMeter;
export declare function reportCpuPerMessage(cpu: CpuWindow, messages: number): string;
