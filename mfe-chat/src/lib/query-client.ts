import { QueryClient } from '@tanstack/react-query';

/**
 * This remote's cache of server state, one per page and kept across mounts: going from a
 * conversation to the list and back shows what was loaded at once. apiRequest already retries reads
 * (spec 7), so the query layer does not retry again.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 15_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
