import { findCatalogueProblems, loadAllCatalogues } from '@rendezvous/i18n';
import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { screen } from '@testing-library/react';
import { NAMESPACE, RESOURCES } from './locales';
import { AppRoutes } from './routes';

const renderAt = (path: string) => renderRemoteAt(path, { namespace: NAMESPACE, resources: RESOURCES, Root: AppRoutes });

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
  ])('renders %s with the title %s', async (path, title) => {
    await renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('has its signup namespace translated in every locale', async () => {
    expect(findCatalogueProblems(await loadAllCatalogues(RESOURCES))).toEqual([]);
  });
});
