import type { SignupModalProps, TeaserMember } from '@rendezvous/contracts';
import { answer, mockApi } from '@rendezvous/api-client/testing';
import { createWidgetParcel, provideWidgetLoader, type WidgetLoader } from '@rendezvous/remote-kit';
import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { sessionStore } from '@rendezvous/session-store';
import { buildSettings } from '@rendezvous/session-store/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfig } from 'single-spa';
import { NAMESPACE, RESOURCES } from '../../locales';
import { AppRoutes } from '../../routes';

const renderAt = (path: string) => renderRemoteAt(path, { namespace: NAMESPACE, resources: RESOURCES, Root: AppRoutes });

const member = (id: number, name: string, region: string | null): TeaserMember => ({
  id,
  name,
  age: 29,
  country: 'NL',
  region,
  fictional: false,
  main_image: { filename: `${id}/a.jpg`, thumb_filename: `${id}/a-t.jpg` },
});

const fakeSignupModal = createWidgetParcel('mfe-signup', 'fake-signup', async () => ({}), ({ onClose }: SignupModalProps) => (
  <button type="button" onClick={onClose}>
    close the signup modal
  </button>
));

describe('/ (the home)', () => {
  beforeEach(() => act(() => sessionStore.getState().setSettings(buildSettings({ geoip_country: 'NL', cdn_prefix: '/photos', index_title: 'Rendezvous – meet singles' }))));

  it('shows the hero with the call to action and login, and the members of the visitor’s country from the teaser', async () => {
    const api = mockApi({ 'GET /api/members/teaser.php': () => answer(200, { members: [member(1, 'Anna', 'Utrecht'), member(2, 'Sara', null)] }) });
    await renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Already a member? Log in' })).toHaveAttribute('href', '/login');
    const strip = await screen.findByRole('region', { name: 'Members online near you' });
    const cards = await within(strip).findAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual(['Anna, 29Utrecht', 'Sara, 29']);
    expect(within(cards[0]).getByRole('presentation')).toHaveAttribute('src', '/photos/1/a-t.jpg');
    expect(api.calls()).toEqual(['GET /api/members/teaser.php']);
    expect(document.title).toBe('Rendezvous – meet singles');
  });

  it('opens the signup modal from a member’s card: more of a member needs an account (spec 6)', async () => {
    mockApi({ 'GET /api/members/teaser.php': () => answer(200, { members: [member(1, 'Anna', 'Utrecht')] }) });
    const loader = jest.fn(async () => fakeSignupModal as ParcelConfig);
    provideWidgetLoader(loader as unknown as WidgetLoader);
    try {
      await renderAt('/');
      await userEvent.click(await screen.findByRole('button', { name: /Anna, 29/ }));
      expect(await screen.findByRole('button', { name: 'close the signup modal' })).toBeInTheDocument();
      expect(loader).toHaveBeenCalledWith('mfe-signup', 'SignupModal', { fresh: false });
    } finally {
      provideWidgetLoader(null);
    }
  });

  it('leaves the strip out when there is nobody to show, or the teaser fails', async () => {
    mockApi({ 'GET /api/members/teaser.php': () => answer(400, { message: 'refused' }) });
    await renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Members online near you' })).not.toBeInTheDocument();
  });
});
