import { ApiError, REQUEST_RETRIES } from '@rendezvous/api-client';
import { QueryClient } from '@tanstack/react-query';

/**
 * This remote's cache of server state: one per page, kept across mounts, so search results and
 * filters survive opening a profile and coming back (spec 3's search store). apiRequest already
 * retries failures up to REQUEST_RETRIES times (spec 7); the query layer does not retry again.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** A refusal the screen explains itself (404 page, blocked, logged out), not a failure to retry. */
export function isRefusal(error: unknown, status: number, code?: string): boolean {
  return error instanceof ApiError && error.status === status && (code === undefined || error.code === code);
}

export { REQUEST_RETRIES };
