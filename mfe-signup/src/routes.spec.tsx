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

describe('mfe-signup routes', () => {
  it.each([
    ['/login', 'Log in'],
    ['/signup', 'Sign up'],
    ['/complete-signup', 'Complete your signup'],
    ['/signup-matches', 'Your first matches'],
    ['/reset-password', 'Reset your password'],
    ['/reset-password/do', 'Choose a new password'],
    ['/mail-change/do', 'Confirm your new e-mail address'],
    ['/activate/done', 'Your account is activated'],
    ['/activate/error', 'Activation failed'],
    ['/account-deleted', 'Your account has been deleted'],
  ])('renders %s with the title %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('has its signup namespace translated in every locale', () => {
    expect(findCatalogueProblems(RESOURCES)).toEqual([]);
  });
});
