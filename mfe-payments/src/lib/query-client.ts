import { QueryClient } from '@tanstack/react-query';

/**
 * This remote's cache of server state. apiRequest already retries failed calls up to 5 times
 * (spec 7), so the query layer does not retry again.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
