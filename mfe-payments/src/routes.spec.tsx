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

describe('mfe-payments routes', () => {
  it.each([
    ['/premium', 'Become premium'],
    ['/pricing', 'Pricing'],
    ['/credits', 'Buy credits'],
    ['/credits/repeat-order', 'Repeat an order'],
    ['/credits/42/ideal', 'Complete your payment'],
    ['/directdebit', 'Pay by direct debit'],
    ['/transactions/19', 'Your transactions'],
  ])('renders %s with the title %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('has its payments namespace translated in every locale', () => {
    expect(findCatalogueProblems(RESOURCES)).toEqual([]);
  });
});
