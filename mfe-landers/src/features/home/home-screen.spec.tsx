import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueOf, SUPPORTED_LOCALES } from '@rendezvous/i18n';
import { RESOURCES } from '../../locales';
import { campaignOf, mockLanderApi, renderLanderAt, teaserMember, useLanderSettings, withFakeSignupModal } from '../../testing/landers';

describe('/ (the home)', () => {
  beforeEach(useLanderSettings);

  it('shows the hero with the call to action and login, and the members of the visitor’s country from the teaser', async () => {
    const api = mockLanderApi({ members: [teaserMember(1, 'Anna', 'Utrecht'), teaserMember(2, 'Sara', null)] });
    await renderLanderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Already a member? Log in' })).toHaveAttribute('href', '/login');
    const strip = screen.getByRole('region', { name: 'Members online near you' });
    const cards = within(strip).getAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual(['Anna, 29Utrecht', 'Sara, 29']);
    expect(within(cards[0]).getByRole('presentation')).toHaveAttribute('src', '/photos/1/thumb.jpg');
    // the campaign first (its target picks the members), then the teaser; too few members of the country are filled up from anywhere
    expect(api.calls()).toEqual(['GET /api/campaign.php', 'GET /api/members/teaser.php', 'GET /api/members/teaser.php']);
    expect(document.title).toBe('Meet singles near you – Rendezvous');
  });

  it('numbers its three steps once, by the list: no "1. 1. Create your profile" in any locale (issue 31)', async () => {
    mockLanderApi();
    await renderLanderAt('/');
    const steps = (await screen.findByRole('heading', { level: 2, name: 'Create your profile' })).closest('ol') as HTMLElement;
    expect(
      within(steps)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Create your profile', 'Like and match', 'Start chatting']);
    for (const locale of SUPPORTED_LOCALES) {
      const { home_page } = catalogueOf(await RESOURCES(locale)) as { home_page: { steps: Record<string, { title: string }> } };
      for (const step of Object.values(home_page.steps)) expect(`${locale}: ${step.title}`).not.toMatch(/^[a-z]{2}: \d/);
    }
  });

  it('shows the home campaign marketing set for the site and locale', async () => {
    mockLanderApi({ campaign: campaignOf({ lander: 'home', headline: 'Winter is for two', text: 'Find your match.', cta: 'Start now' }) });
    await renderLanderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter is for two' })).toBeInTheDocument();
    expect(screen.getByText('Find your match.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start now' })).toHaveAttribute('href', '/signup');
    expect(document.title).toBe('Winter is for two');
  });

  it('opens the signup modal from a member’s card: more of a member needs an account (spec 6)', async () => {
    mockLanderApi();
    const signup = withFakeSignupModal();
    try {
      await renderLanderAt('/');
      await userEvent.click(await screen.findByRole('button', { name: /Anna, 29/ }));
      expect(await screen.findByRole('button', { name: 'close the signup modal' })).toBeInTheDocument();
      expect(signup.loader).toHaveBeenCalledWith('mfe-signup', 'SignupModal', { fresh: false });
    } finally {
      signup.restore();
    }
  });

  it('leaves the strip out when there is nobody to show, or the teaser fails', async () => {
    mockLanderApi({ members: [] });
    await renderLanderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Members online near you' })).not.toBeInTheDocument();
  });
});
