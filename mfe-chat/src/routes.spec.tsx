import { findCatalogueProblems, i18n, initI18n, addNamespace } from '@rendezvous/i18n';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { NAMESPACE, RESOURCES } from './locales';
import { AppRoutes } from './routes';

beforeAll(async () => {
  await initI18n('en');
  addNamespace(NAMESPACE, RESOURCES);
});

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
      <AppRoutes />
    </I18nextProvider>,
  );
}

describe('mfe-chat routes', () => {
  it.each([
    ['/chats', 'Messages'],
    ['/chats/42', 'Conversation'],
    ['/members/42/chat', 'Chat with this member'],
  ])('renders %s with the title %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('has its chat namespace translated in every locale', () => {
    expect(findCatalogueProblems(RESOURCES)).toEqual([]);
  });
});
