import { QueryClient } from '@tanstack/react-query';

export interface RemoteQueryClientOptions {
  /** how long an answer counts as fresh (ms): what each area accepts showing again without asking */
  staleTime: number;
}

/**
 * A remote's cache of server state: one per remote and page, kept across mounts, so going back to a
 * screen shows what was loaded at once. apiRequest already retries failed reads (REQUEST_RETRIES,
 * spec 7), so the query layer retries nothing again, and a tab coming back into view refetches nothing.
 *
 * A subpath of its own (`@rendezvous/remote-kit/query-client`), not the package's index: the shell
 * provides the index to every remote as a page-wide singleton, and must not bring TanStack Query to
 * every first visit. Each remote bundles this file.
 */
export function createRemoteQueryClient({ staleTime }: RemoteQueryClientOptions): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
