import type { REMOTES as Remotes, SERVICES as Services } from '@rendezvous/contracts/platform-units';

export const REMOTES: typeof Remotes;
export const SERVICES: typeof Services;
export const RELEASABLE_APPS: readonly string[];
