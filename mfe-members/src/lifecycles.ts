import { createRemoteLifecycles } from '@rendezvous/remote-kit';
import { NAMESPACE, RESOURCES } from './locales';
import { AppRoutes } from './routes';

/** What the shell mounts for this remote's routes. */
export const lifecycles = createRemoteLifecycles({ name: 'mfe-members', namespace: NAMESPACE, resources: RESOURCES, Root: AppRoutes });
export const { bootstrap, mount, unmount } = lifecycles;
