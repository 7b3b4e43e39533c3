import type { Supervised } from './supervisor.mjs';

export const DOMAIN_SERVICES: ReadonlyArray<{ name: string; port: number }>;

export interface LaunchedPlatform {
  baseUrl: string;
  serviceUrls: Record<string, string>;
  databases: Record<string, string>;
  logDir: string;
  /** every process started (the services, then the gateway), each under its supervisor */
  supervised: Supervised[];
  mailInboxUrl: string | null;
  stop(): Promise<void>;
}

export function launchPlatform(options: {
  root: string;
  serverUrl: string;
  dbPrefix: string;
  varDir: string;
  seed?: boolean;
  echo?: boolean;
  gatewayPort?: number;
  fixedPorts?: boolean;
  secrets?: Record<string, string>;
  serviceEnv?: Record<string, string>;
  gatewayEnv?: Record<string, string>;
  supervise?: boolean;
  signal?: AbortSignal;
}): Promise<LaunchedPlatform>;
