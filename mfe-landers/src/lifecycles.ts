import { createRemoteLifecycles } from '@rendezvous/remote-kit';
import { receiveServerData } from './lib/server-data';
import { NAMESPACE, RESOURCES } from './locales';
import { AppRoutes } from './routes';

/** What the shell mounts for this remote's routes; a server-rendered page hands over what it rendered with. */
export const lifecycles = createRemoteLifecycles({ name: 'mfe-landers', namespace: NAMESPACE, resources: RESOURCES, Root: AppRoutes, onServerState: receiveServerData });
export const { bootstrap, mount, unmount } = lifecycles;
