import { clearReferenceData } from '@rendezvous/api-client';
import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { sessionStore } from '@rendezvous/session-store';
import { buildUser, resetSession } from '@rendezvous/session-store/testing';
import { act } from '@testing-library/react';
import { queryClient } from '../lib/query-client';
import { NAMESPACE, RESOURCES } from '../locales';
import { AppRoutes } from '../routes';

/** Renders this remote at a path, in English, as the shell mounts it, with nothing cached from an earlier test. */
export function renderChatAt(path: string) {
  queryClient.clear();
  clearReferenceData();
  return renderRemoteAt(path, { namespace: NAMESPACE, resources: RESOURCES, Root: AppRoutes });
}

/** The logged-in member (id 1001), with the socket live unless told otherwise. */
export function logInMember(realtime: 'live' | 'down' = 'live'): void {
  act(() => {
    resetSession();
    sessionStore.getState().setUser(buildUser({ id: 1001 }));
    sessionStore.getState().setRealtime(realtime);
  });
}

export * from '@rendezvous/api-client/testing';
