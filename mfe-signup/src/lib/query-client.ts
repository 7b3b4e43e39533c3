import { QueryClient } from '@tanstack/react-query';

/** This remote's cache of server state; apiRequest already retries failed reads (spec 7). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false }, mutations: { retry: false } },
});
