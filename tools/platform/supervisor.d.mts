import type { ChildProcess } from 'node:child_process';

export const FIRST_DELAY_MS: number;
export const MAX_DELAY_MS: number;
export const STABLE_AFTER_MS: number;

export interface Supervised {
  readonly name: string;
  /** the process running now (a new one after each restart) */
  readonly process: ChildProcess;
  readonly restarts: number;
  stop(): Promise<void>;
}

export function supervise(options: {
  name: string;
  start: () => ChildProcess;
  ready: (child: ChildProcess) => Promise<void>;
  restart?: boolean;
  report?: (line: string) => void;
  logFile?: string;
  stopSignal?: NodeJS.Signals;
  signal?: AbortSignal;
}): Promise<Supervised>;
