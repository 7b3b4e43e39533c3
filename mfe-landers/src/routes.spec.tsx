import { findCatalogueProblems, loadAllCatalogues } from '@rendezvous/i18n';
import type { SignupModalProps } from '@rendezvous/contracts';
import { createWidgetParcel, provideWidgetLoader, type WidgetLoader } from '@rendezvous/remote-kit';
import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfig } from 'single-spa';
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

  it('opens mfe-signup\'s SignupModal through the widget loader, and closes it when the modal says so', async () => {
    const loader = jest.fn(async () => fakeSignupModal as ParcelConfig);
    provideWidgetLoader(loader as unknown as WidgetLoader);
    try {
      await renderAt('/');
      await userEvent.click(screen.getByRole('link', { name: 'Sign up for free' }));
      expect(loader).toHaveBeenCalledWith('mfe-signup', 'SignupModal', { fresh: false });
      // Still on the lander: the modal opened over it instead of a page change.
      expect(window.location.pathname).toBe('/');
      await userEvent.click(await screen.findByRole('button', { name: 'close the signup modal' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'close the signup modal' })).not.toBeInTheDocument());
    } finally {
      provideWidgetLoader(null);
    }
  });
});

// Stands in for mfe-signup's widget (its own tests cover the modal): a real parcel with the contract's props.
const fakeSignupModal = createWidgetParcel('mfe-signup', 'fake-signup', async () => ({}), ({ onClose }: SignupModalProps) => (
  <button type="button" onClick={onClose}>
    close the signup modal
  </button>
));
