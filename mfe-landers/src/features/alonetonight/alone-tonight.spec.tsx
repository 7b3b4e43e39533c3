import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { campaignOf, mockLanderApi, renderLanderAt, teaserMember, useLanderSettings, withFakeSignupModal } from '../../testing/landers';

describe('/landers/alonetonight', () => {
  beforeEach(useLanderSettings);

  it('asks its question under the moon and lists who is awake nearby, the fictional ones marked', async () => {
    const api = mockLanderApi({ members: [teaserMember(1, 'Anna'), teaserMember(2, 'Nina', 'Drenthe', { fictional: true })] });
    await renderLanderAt('/landers/alonetonight');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alone tonight?' })).toBeInTheDocument();
    const awake = screen.getByRole('region', { name: 'Members online now' });
    expect(
      within(awake)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Anna, 29Utrecht', 'Nina, 29 ★ Entertainment profileDrenthe']);
    // the campaign first (its target picks the members), then the teaser; too few members of the country are filled up from anywhere
    expect(api.calls()).toEqual(['GET /api/campaign.php', 'GET /api/members/teaser.php', 'GET /api/members/teaser.php']);
    expect(document.title).toBe('Alone tonight? – Rendezvous');
  });

  it('shows marketing’s words and background, and opens signup from a member', async () => {
    mockLanderApi({
      campaign: campaignOf({ lander: 'alonetonight', headline: 'Friday night?', cta: 'Find company', images: ['https://cdn.example.test/night.jpg'] }),
    });
    const signup = withFakeSignupModal();
    try {
      const { container } = await renderLanderAt('/landers/alonetonight/friday');
      expect(await screen.findByRole('heading', { level: 1, name: 'Friday night?' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Find company' })).toHaveAttribute('href', '/signup');
      expect(container.querySelector<HTMLElement>('.rdv-night')?.style.backgroundImage).toContain('https://cdn.example.test/night.jpg');
      expect(document.title).toBe('Friday night?');
      await userEvent.click(screen.getByRole('button', { name: /Anna, 29/ }));
      expect(await screen.findByRole('button', { name: 'close the signup modal' })).toBeInTheDocument();
    } finally {
      signup.restore();
    }
  });
});
