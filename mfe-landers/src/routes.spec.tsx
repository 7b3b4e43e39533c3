import { findCatalogueProblems, loadAllCatalogues } from '@rendezvous/i18n';
import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { screen } from '@testing-library/react';
import { NAMESPACE, RESOURCES } from './locales';
import { AppRoutes } from './routes';

const renderAt = (path: string) => renderRemoteAt(path, { namespace: NAMESPACE, resources: RESOURCES, Root: AppRoutes });

describe('mfe-landers routes', () => {
  it.each([
    ['/', 'Meet singles near you'],
    ['/landers/tinderswipe', 'Swipe and meet'],
    ['/landers/gallery/summer', 'Find someone special tonight'],
    ['/members/42/landing', 'Someone wants to meet you'],
    ['/members/42/signup', 'Someone wants to meet you'],
    ['/members/42/landing2/summer', 'Someone wants to meet you'],
    ['/members/42/landing3/summer', 'Someone wants to meet you'],
  ])('renders %s with the title %s', async (path, title) => {
    await renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('has its landers namespace translated in every locale', async () => {
    expect(findCatalogueProblems(await loadAllCatalogues(RESOURCES))).toEqual([]);
  });
});

describe('mfe-landers links', () => {
  it('passes the lander params to its screen', async () => {
    await renderAt('/members/42/landing2/summer');
    expect(document.querySelector('[data-screen="mfe-landers:member_landing"]')).toHaveAttribute('data-params', JSON.stringify({ id: '42', slug: 'summer' }));
  });

  it('links to the signup page', async () => {
    await renderAt('/');
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
  });
});
