import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockLanderApi, renderLanderAt, teaserMember, useLanderSettings, withFakeSignupModal } from '../../testing/landers';

const mila = teaserMember(42, 'Mila', 'Gelderland', { age: 31 });

describe('/members/{id}/landing', () => {
  beforeEach(useLanderSettings);

  it('features the member, large, and hands their id to the signup modal (the profile comes after signup)', async () => {
    const api = mockLanderApi({ member: mila });
    const signup = withFakeSignupModal();
    try {
      await renderLanderAt('/members/42/landing');
      expect(await screen.findByRole('heading', { level: 1, name: 'Mila wants to meet you' })).toBeInTheDocument();
      expect(screen.getByText('Mila, 31')).toBeInTheDocument();
      expect(screen.getByText('· Gelderland')).toBeInTheDocument();
      expect(document.querySelector('.rdv-feature__photo')).toHaveAttribute('src', '/photos/42/full.jpg');
      expect(api.calls()).toEqual(['GET /api/campaign.php', 'GET /api/members/teaser.php']);
      await userEvent.click(screen.getByRole('link', { name: 'Meet Mila' }));
      expect(await screen.findByRole('button', { name: 'close the signup modal' })).toHaveAttribute('data-lander-member', '42');
    } finally {
      signup.restore();
    }
  });

  it('is the 404 page for a member who cannot be shown, and for an id that is no id', async () => {
    mockLanderApi({ member: mila });
    await renderLanderAt('/members/43/landing');
    expect(await screen.findByText('404')).toBeInTheDocument();
    await renderLanderAt('/members/abc/landing');
    expect(await screen.findAllByText('404')).not.toHaveLength(0);
  });
});
