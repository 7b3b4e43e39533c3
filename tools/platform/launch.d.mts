import type { SERVICES } from '@rendezvous/contracts/platform-units';
import type { ProviderEmulator } from '@rendezvous/provider-emulator';
import type { Supervised } from './supervisor.mjs';

/** the platform's one list of domain services (contracts' SERVICES) */
export const DOMAIN_SERVICES: typeof SERVICES;
/** each named service's base URL under its variable (IDENTITY_URL: ...); every service's when no names are given */
export function serviceUrlSettings(urls: Record<string, string>, names?: readonly string[]): Record<string, string>;

export interface LaunchedPlatform {
  baseUrl: string;
  serviceUrls: Record<string, string>;
  databases: Record<string, string>;
  cdnDir: string;
  photoDir: string;
  logDir: string;
  /** every process started (the services, then the gateway), each under its supervisor */
  supervised: Supervised[];
  /** the gateway's settings, for a second gateway in front of the same services */
  gatewaySettings: Record<string, string>;
  mailSettings: Record<string, string>;
  mailInboxUrl: string | null;
  /** the run's own SMTP sink; null when SMTP_URL names another server */
  mailSink: { smtpPort: number; webUrl: string; clear(): void; stop(): Promise<void> } | null;
  providerEmulator: ProviderEmulator;
  providerSettings: Record<string, string>;
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
