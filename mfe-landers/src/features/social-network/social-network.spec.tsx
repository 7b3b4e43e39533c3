import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockLanderApi, renderLanderAt, useLanderSettings, withFakeSignupModal } from '../../testing/landers';

describe('/landers/socialnetwork', () => {
  beforeEach(useLanderSettings);

  it('shows a feed of posts by members, each with its author, a time, a photo and reactions', async () => {
    mockLanderApi();
    await renderLanderAt('/landers/socialnetwork');
    const feed = await screen.findByRole('list', { name: 'Posts by members' });
    const posts = within(feed).getAllByRole('article');
    expect(posts).toHaveLength(4);
    expect(posts[0]).toHaveTextContent('Anna, 29');
    expect(posts[0]).toHaveTextContent('Utrecht · 4 min ago');
    expect(posts[1]).toHaveTextContent('13 min ago');
    // the posts differ between members
    expect(new Set(posts.map((post) => post.querySelector('p')?.textContent)).size).toBe(4);
    expect(within(posts[0]).getByRole('button', { name: /Like/ })).toBeInTheDocument();
  });

  it('turns a like or a comment into the signup', async () => {
    mockLanderApi();
    const signup = withFakeSignupModal();
    try {
      await renderLanderAt('/landers/socialnetwork');
      const [first] = await screen.findAllByRole('article');
      await userEvent.click(within(first).getByRole('button', { name: /Comment/ }));
      expect(await screen.findByRole('button', { name: 'close the signup modal' })).toBeInTheDocument();
    } finally {
      signup.restore();
    }
  });
});
