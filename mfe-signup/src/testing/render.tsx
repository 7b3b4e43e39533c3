import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { resetSession } from '@rendezvous/session-store/testing';
import { act } from '@testing-library/react';
import { NAMESPACE, RESOURCES } from '../locales';
import { AppRoutes } from '../routes';

/** Renders this remote at a path, in English, as the shell mounts it. */
export function renderSignupAt(path: string) {
  return renderRemoteAt(path, { namespace: NAMESPACE, resources: RESOURCES, Root: AppRoutes });
}

/** A first visit: no member, no settings, nothing kept in storage. */
export function startFresh(): void {
  act(() => resetSession());
  window.localStorage.clear();
  window.sessionStorage.clear();
}
