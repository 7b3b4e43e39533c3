import { createRemoteQueryClient } from '@rendezvous/remote-kit/query-client';

/** This remote's cache: search results and filters survive opening a profile and coming back (spec 3's search store). */
export const queryClient = createRemoteQueryClient({ staleTime: 30_000 });
