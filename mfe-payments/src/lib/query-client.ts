import { createRemoteQueryClient } from '@rendezvous/remote-kit/query-client';

/** This remote's cache (30 s fresh). */
export const queryClient = createRemoteQueryClient({ staleTime: 30_000 });
