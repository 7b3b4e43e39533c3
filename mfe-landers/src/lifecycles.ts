import { createRemoteLifecycles } from '@rendezvous/remote-kit';
import { receiveServerData } from './lib/server-data';
import { NAMESPACE, RESOURCES } from './locales';
import { AppRoutes } from './routes';
import { loadScreen, matchScreen } from './screens';

/**
 * What the shell mounts for this remote's routes. A server-rendered page hands over what it rendered
 * with; the screen's chunk is loaded before the mount, so hydration renders the same markup at once.
 */
export const lifecycles = createRemoteLifecycles({
  name: 'mfe-landers',
  namespace: NAMESPACE,
  resources: RESOURCES,
  Root: AppRoutes,
  onServerState: receiveServerData,
  beforeMount: async () => {
    const match = matchScreen(window.location.pathname);
    if (match) await loadScreen(match.screen);
  },
});
export const { bootstrap, mount, unmount } = lifecycles;
