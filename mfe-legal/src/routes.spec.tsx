import { findCatalogueProblems, loadAllCatalogues } from '@rendezvous/i18n';
import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { screen } from '@testing-library/react';
import { NAMESPACE, RESOURCES } from './locales';
import { AppRoutes } from './routes';

const renderAt = (path: string) => renderRemoteAt(path, { namespace: NAMESPACE, resources: RESOURCES, Root: AppRoutes });

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
  ])('renders %s with the title %s', async (path, title) => {
    await renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('has its legal namespace translated in every locale', async () => {
    expect(findCatalogueProblems(await loadAllCatalogues(RESOURCES))).toEqual([]);
  });
});
