import { addNamespace, changeI18nLocale, i18n, initI18n, type NamespaceLoader } from '@rendezvous/i18n';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';

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
