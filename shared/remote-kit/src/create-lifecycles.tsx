import { addNamespace, i18n, type NamespaceLoader } from '@rendezvous/i18n';
import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { AppProps, LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { readServerState, takeServerRenderedSlot } from './server-state';

// Reached only if the i18n provider itself fails; RemoteErrorBoundary handles the remote's own errors.
const lastResort = () => <p role="alert">An error has occurred.</p>;

export interface RemoteDefinition {
  /** Nx project name of the remote, e.g. mfe-members */
  name: string;
  /** the remote's i18next namespace and the loader of one locale's catalogue */
  namespace: string;
  resources: NamespaceLoader;
  Root: ComponentType;
  /**
   * For a remote whose pages the server renders: receives the server's answers inlined in the page
   * (readServerState) before the first mount, to seed the remote's query cache, so hydration fetches
   * nothing. A callback rather than the cache itself: the shell, which imports this file, must not
   * pull TanStack Query into every first visit.
   */
  onServerState?: (state: unknown) => void;
  /**
   * Runs before every mount: loads what the first render needs that is not in the start chunk (a lazy
   * screen), so a server-rendered slot hydrates with the same markup instead of a Suspense fallback.
   */
  beforeMount?: () => Promise<void>;
}

/**
 * single-spa lifecycles for a remote's routes. The shell passes `domElement` (the remote's slot)
 * as a custom prop; the catalogue of the current locale is loaded before the first mount.
 */
export function createRemoteLifecycles({ name, namespace, resources, Root, onServerState, beforeMount }: RemoteDefinition): LifeCycles {
  function RemoteRoot() {
    return (
      <I18nextProvider i18n={i18n} defaultNS={namespace}>
        <RemoteErrorBoundary remote={name}>
          <Root />
        </RemoteErrorBoundary>
      </I18nextProvider>
    );
  }

  // A slot the gateway rendered on the server (issue 12) is hydrated, keeping its markup; any other
  // mount renders afresh. single-spa-react asks for the render type without arguments, so the mount
  // step before it decides.
  let hydrateNext = false;
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: lastResort,
    renderType: () => (hydrateNext ? 'hydrateRoot' : 'createRoot'),
  });
  return {
    bootstrap: [
      // single-spa mounts only after bootstrap resolves: the first render already has its strings.
      () => addNamespace(namespace, resources),
      async () => {
        const serverState = onServerState ? readServerState(name) : null;
        if (serverState) onServerState?.(serverState);
      },
      lifecycles.bootstrap,
    ],
    mount: [
      async (props: { domElement?: HTMLElement }) => {
        await beforeMount?.();
        hydrateNext = takeServerRenderedSlot(props.domElement, name);
      },
      lifecycles.mount,
    ],
    unmount: lifecycles.unmount,
  } as LifeCycles;
}

/** A cross-area widget (signup modal, match modal, gift picker...) as a single-spa parcel config. */
export function createWidgetParcel<P extends object>(remote: string, namespace: string, resources: NamespaceLoader, Widget: ComponentType<P>): LifeCycles<P> {
  function WidgetRoot(props: P) {
    return (
      <I18nextProvider i18n={i18n} defaultNS={namespace}>
        <RemoteErrorBoundary remote={remote}>
          <Widget {...props} />
        </RemoteErrorBoundary>
      </I18nextProvider>
    );
  }
  const lifecycles = singleSpaReact({ React, ReactDOMClient, rootComponent: WidgetRoot as unknown as ComponentType<AppProps>, errorBoundary: lastResort });
  return {
    bootstrap: [() => addNamespace(namespace, resources), lifecycles.bootstrap],
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
    update: lifecycles.update,
  } as unknown as LifeCycles<P>;
}
