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

describe('mfe-legal routes', () => {
  it.each([
    ['/pages/terms', 'Terms and conditions'],
    ['/pages/privacy', 'Privacy policy'],
    ['/pages/cookies', 'Cookie policy'],
    ['/pages/ban', 'Ban policy'],
    ['/pages/return-policy', 'Return policy'],
    ['/pages/service', 'Customer service'],
    ['/pages/faq', 'Frequently asked questions'],
    ['/complaints', 'Complaints'],
    ['/lang-config', 'Language configuration'],
    ['/Xk3v9QpL2mN8rT5wYb7a', 'Your personal link'],
  ])('renders %s with the title %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('has its legal namespace translated in every locale', () => {
    expect(findCatalogueProblems(RESOURCES)).toEqual([]);
  });
});
