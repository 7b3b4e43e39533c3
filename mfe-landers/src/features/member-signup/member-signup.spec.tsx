import { screen } from '@testing-library/react';
import { campaignOf, mockLanderApi, renderLanderAt, teaserMember, useLanderSettings, withFakeSignupModal } from '../../testing/landers';

describe('/members/{id}/signup', () => {
  beforeEach(useLanderSettings);

  it('opens the signup form by itself beside the member’s card, with the member for after signup', async () => {
    mockLanderApi({ member: teaserMember(7, 'Sofie', 'Utrecht') });
    const signup = withFakeSignupModal();
    try {
      await renderLanderAt('/members/7/signup');
      expect(await screen.findByRole('heading', { level: 1, name: 'Chat with Sofie' })).toBeInTheDocument();
      expect(screen.getByText('Start chatting with Sofie')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'close the signup modal' })).toHaveAttribute('data-lander-member', '7');
    } finally {
      signup.restore();
    }
  });

  it('uses the member campaign’s words where marketing set them', async () => {
    mockLanderApi({
      member: teaserMember(7, 'Sofie'),
      campaign: campaignOf({ lander: 'member', headline: 'Say hi', text: 'She is online.', cta: 'Create account' }),
    });
    const signup = withFakeSignupModal();
    try {
      await renderLanderAt('/members/7/signup');
      expect(await screen.findByRole('heading', { level: 1, name: 'Say hi' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Create account' })).toBeInTheDocument();
    } finally {
      signup.restore();
    }
  });
});
