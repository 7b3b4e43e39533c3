import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { sessionStore } from '@rendezvous/session-store';
import { buildUser, resetSession } from '@rendezvous/session-store/testing';
import { act } from '@testing-library/react';
import { queryClient } from '../lib/query-client';
import { NAMESPACE, RESOURCES } from '../locales';
import { AppRoutes } from '../routes';

/** Renders this remote at a path, in English, as the shell mounts it, with nothing cached from an earlier test. */
export function renderPaymentsAt(path: string) {
  queryClient.clear();
  return renderRemoteAt(path, { namespace: NAMESPACE, resources: RESOURCES, Root: AppRoutes });
}

/** A logged-in member, as the shell's session store knows them after loading /api/user.php. */
export function logInMember(): void {
  act(() => {
    resetSession();
    sessionStore.getState().setUser(buildUser());
  });
}
