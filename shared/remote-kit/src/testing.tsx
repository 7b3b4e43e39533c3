import { SERVER_STATE_ELEMENT_ID } from '@rendezvous/contracts';
import { addNamespace, changeI18nLocale, i18n, initI18n, type NamespaceLoader } from '@rendezvous/i18n';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { mountRootParcel } from 'single-spa';

export interface RemoteUnderTest {
  namespace: string;
  resources: NamespaceLoader;
  Root: ComponentType;
}

/** Renders a remote's root at a path, in English, as the shell would mount it (component tests). */
export async function renderRemoteAt(path: string, { namespace, resources, Root }: RemoteUnderTest) {
  await initI18n('en');
  await changeI18nLocale('en');
  await addNamespace(namespace, resources);
  window.history.pushState({}, '', path);
  return render(
    <I18nextProvider i18n={i18n} defaultNS={namespace}>
      <Root />
    </I18nextProvider>,
  );
}

/**
 * Mounts a remote over markup its server bundle rendered, as a page the gateway composed carries it:
 * the state script and the slot marked for hydration, at `path` in `locale` (server-rendering tests).
 * Resolves once the slot is hydrated (its mark gone); `unmount` ends the parcel.
 */
export async function hydrateServerRender(
  remote: string,
  lifecycles: object,
  rendered: { html: string; state: unknown } | null,
  { path, locale }: { path: string; locale: string },
) {
  const state = document.createElement('script');
  state.id = SERVER_STATE_ELEMENT_ID;
  state.type = 'application/json';
  state.textContent = JSON.stringify({ remote, state: rendered?.state });
  document.head.appendChild(state);
  const slot = document.createElement('div');
  slot.setAttribute('data-ssr', remote);
  slot.innerHTML = rendered?.html ?? '';
  document.body.appendChild(slot);
  const serverHeading = slot.querySelector('h1');
  window.history.pushState({}, '', path);
  await initI18n(locale as never);
  await changeI18nLocale(locale as never);
  return { slot, serverHeading, mount: () => mountRootParcel(lifecycles as never, { domElement: slot }) };
}
