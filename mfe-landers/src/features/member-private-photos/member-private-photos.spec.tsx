import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockLanderApi, renderLanderAt, teaserMember, useLanderSettings, withFakeSignupModal } from '../../testing/landers';

describe('/members/{id}/landing3/{slug?}', () => {
  beforeEach(useLanderSettings);

  it('shows the main photo open and locked tiles made of the thumbnail only, each opening signup', async () => {
    mockLanderApi({ member: teaserMember(11, 'Emma') });
    const signup = withFakeSignupModal();
    try {
      const { container } = await renderLanderAt('/members/11/landing3');
      expect(await screen.findByRole('heading', { level: 1, name: 'Emma has private photos' })).toBeInTheDocument();
      const sources = [...container.querySelectorAll('.rdv-album__grid img')].map((img) => img.getAttribute('src'));
      expect(sources).toEqual(['/photos/11/full.jpg', '/photos/11/thumb.jpg', '/photos/11/thumb.jpg', '/photos/11/thumb.jpg']);
      const locked = screen.getAllByRole('button', { name: "See Emma's photos" });
      expect(locked).toHaveLength(3);
      await userEvent.click(locked[1]);
      expect(await screen.findByRole('button', { name: 'close the signup modal' })).toHaveAttribute('data-lander-member', '11');
    } finally {
      signup.restore();
    }
  });
});
