import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRemoteLifecycles } from '@rendezvous/remote-kit';
import { NAMESPACE, RESOURCES } from './locales';
import { queryClient } from './lib/query-client';
import { AppRoutes } from './routes';

/** What the shell mounts for this remote's routes. */
export const lifecycles = createRemoteLifecycles({
  name: 'mfe-legal',
  namespace: NAMESPACE,
  resources: RESOURCES,
  Root: AppRoutes,
  onServerState: (state) => hydrate(queryClient, state as DehydratedState),
});
export const { bootstrap, mount, unmount } = lifecycles;
