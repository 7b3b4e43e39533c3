import type { Supervised } from './supervisor.mjs';

export function findFreePort(preferred?: number): Promise<number>;
export function canConnect(url: string): Promise<boolean>;
export function startEmbeddedPostgres(options: {
  dataDir: string;
  password: string;
  preferredPort?: number;
  restart?: boolean;
  report?: (line: string) => void;
  logFile?: string;
}): Promise<{ serverUrl: string; port: number; supervised: Supervised; stop(): Promise<void> }>;
export function databaseUrl(serverUrl: string, database: string): string;
export function ensureDatabases(serverUrl: string, names: string[]): Promise<void>;
export function dropDatabases(serverUrl: string, names: string[]): Promise<void>;
