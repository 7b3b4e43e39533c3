import { createRemoteQueryClient } from '@rendezvous/remote-kit/query-client';

/**
 * This remote's cache (5 min fresh). On a page the gateway rendered on the server, the answers that render
 * used seed it before the first mount (lifecycles.ts), so hydration shows the same text without asking again.
 */
export const queryClient = createRemoteQueryClient({ staleTime: 5 * 60_000 });
