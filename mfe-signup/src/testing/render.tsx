import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { resetSession } from '@rendezvous/session-store/testing';
import { act } from '@testing-library/react';
import { queryClient } from '../lib/query-client';
import { NAMESPACE, RESOURCES } from '../locales';
import { AppRoutes } from '../routes';

/** Renders this remote at a path, in English, as the shell mounts it, with nothing cached from an earlier test. */
export function renderSignupAt(path: string) {
  queryClient.clear();
  return renderRemoteAt(path, { namespace: NAMESPACE, resources: RESOURCES, Root: AppRoutes });
}

/** A first visit: no member, no settings, nothing kept in storage. */
export function startFresh(): void {
  act(() => resetSession());
  window.localStorage.clear();
  window.sessionStorage.clear();
}
