import { QueryClient } from '@tanstack/react-query';

/**
 * This remote's cache of server state, one per page. On a page the gateway rendered on the server,
 * the answers that render used seed it before the first mount (remote-kit createRemoteLifecycles), so
 * hydration shows the same text without asking again. apiRequest already retries reads (spec 7).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 5 * 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
