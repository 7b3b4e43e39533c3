import { createRemoteQueryClient } from '@rendezvous/remote-kit/query-client';

/** This remote's cache (15 s fresh): going from a conversation to the list and back shows what was loaded at once. */
export const queryClient = createRemoteQueryClient({ staleTime: 15_000 });
