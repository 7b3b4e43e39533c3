import { createRemoteQueryClient } from './query-client';

describe('createRemoteQueryClient', () => {
  it('keeps answers fresh for the time the remote gives, and leaves retries to apiRequest', () => {
    const client = createRemoteQueryClient({ staleTime: 15_000 });
    expect(client.getDefaultOptions()).toEqual({
      queries: { retry: false, staleTime: 15_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    });
  });

  it('gives each call a cache of its own', () => {
    const first = createRemoteQueryClient({ staleTime: 30_000 });
    first.setQueryData(['answer'], 42);
    expect(createRemoteQueryClient({ staleTime: 30_000 }).getQueryData(['answer'])).toBeUndefined();
  });
});
