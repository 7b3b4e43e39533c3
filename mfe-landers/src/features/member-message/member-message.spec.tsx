import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockLanderApi, renderLanderAt, teaserMember, useLanderSettings, withFakeSignupModal } from '../../testing/landers';

describe('/members/{id}/landing2/{slug?}', () => {
  beforeEach(useLanderSettings);

  it('shows the member’s message as a chat does, and the reply bar opens signup for that member', async () => {
    mockLanderApi({ member: teaserMember(9, 'Julia', null) });
    const signup = withFakeSignupModal();
    try {
      const { container } = await renderLanderAt('/members/9/landing2/winter');
      expect(await screen.findByRole('heading', { level: 1, name: 'Julia sent you a message' })).toBeInTheDocument();
      expect(container.querySelector('.rdv-letter__bubble')).toHaveTextContent('Hi! I saw your profile');
      const reply = screen.getByRole('link', { name: /Reply to Julia/ });
      expect(reply).toHaveAttribute('href', '/signup');
      await userEvent.click(reply);
      expect(await screen.findByRole('button', { name: 'close the signup modal' })).toHaveAttribute('data-lander-member', '9');
    } finally {
      signup.restore();
    }
  });
});
