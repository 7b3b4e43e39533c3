import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { campaignOf, MEMBERS, mockLanderApi, renderLanderAt, useLanderSettings, withFakeSignupModal } from '../../testing/landers';

describe('/landers/collagelanding', () => {
  beforeEach(useLanderSettings);

  it('builds a wall of photos in mixed tile sizes, marketing’s images first, with one card over it', async () => {
    mockLanderApi({ campaign: campaignOf({ lander: 'collagelanding', images: ['/photos/campaign/a.jpg'] }) });
    await renderLanderAt('/landers/collagelanding');
    const wall = await screen.findByRole('list', { name: 'Photos of members' });
    const tiles = within(wall).getAllByRole('listitem');
    expect(tiles).toHaveLength(1 + MEMBERS.length);
    expect(tiles.map((tile) => tile.querySelector('img')?.getAttribute('src'))).toEqual([
      '/photos/campaign/a.jpg',
      '/photos/1/thumb.jpg',
      '/photos/2/thumb.jpg',
      '/photos/3/thumb.jpg',
      '/photos/4/thumb.jpg',
    ]);
    expect(tiles[0]).toHaveClass('rdv-collage__tile--big');
    expect(tiles[2]).toHaveClass('rdv-collage__tile--tall');
    expect(screen.getByRole('group', { name: 'Autumn singles' })).toHaveTextContent('Meet someone before the winter.');
  });

  it('opens the signup modal from its call to action, staying on the lander', async () => {
    mockLanderApi();
    const signup = withFakeSignupModal();
    try {
      await renderLanderAt('/landers/collagelanding/spring');
      await userEvent.click(await screen.findByRole('link', { name: 'Sign up for free' }));
      expect(await screen.findByRole('button', { name: 'close the signup modal' })).toBeInTheDocument();
      expect(signup.loader).toHaveBeenCalledWith('mfe-signup', 'SignupModal', { fresh: false });
      expect(window.location.pathname).toBe('/landers/collagelanding/spring');
    } finally {
      signup.restore();
    }
  });
});
