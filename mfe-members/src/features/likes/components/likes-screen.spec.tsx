import type { LikesResponse, UserProfile } from '@rendezvous/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, deferred, mockApi } from '../../../testing/api-mock';
import { logInMember, renderMembersAt } from '../../../testing/render';
import { membersOf } from './likes-screen';

beforeEach(logInMember);

const person = (id: number, name: string): UserProfile => ({ id, name, country: 'NL', status: 'active', gender: 'female', age: 30, main_image: null });
// Anna (1) and Bea (2) liked me, Anna is new; I liked Bea (2) and Cleo (3): Bea is a match.
const LIKES: LikesResponse = {
  likes: [2, 3],
  liked_by: [
    { id: 1, like_new: true },
    { id: 2, like_new: false },
  ],
  profiles: [person(1, 'Anna'), person(2, 'Bea'), person(3, 'Cleo')],
};

describe('membersOf', () => {
  it('splits the likes into received (new flagged), sent and matches', () => {
    const names = (tab: 'received' | 'sent' | 'matches') => membersOf(LIKES, tab).map(({ profile, isNew }) => `${profile.name}${isNew ? '*' : ''}`);
    expect(names('received')).toEqual(['Anna*', 'Bea']);
    expect(names('sent')).toEqual(['Bea', 'Cleo']);
    expect(names('matches')).toEqual(['Bea']);
  });
});

describe('/likes', () => {
  it('shows the tabs, the new likes marked, and a progress indicator on the first load only', async () => {
    const slow = deferred<Response>();
    mockApi({ 'GET /api/likes.php': () => slow.promise });
    await renderMembersAt('/likes');
    expect(screen.getByRole('status')).toHaveTextContent('Loading likes…');
    slow.resolve(answer(200, LIKES));
    const list = await screen.findByRole('list', { name: 'Likes you' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Anna'), expect.stringContaining('Bea')]);
    expect(within(list).getByText('New')).toBeInTheDocument();
    // A new like leads to that member's like, with its like-back button.
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/likes/m/1');
    await userEvent.click(screen.getByRole('link', { name: 'Matches' }));
    expect(within(await screen.findByRole('list', { name: 'Matches' })).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText('Loading likes…')).not.toBeInTheDocument();
  });

  it('likes a member back from their like, and shows the match', async () => {
    let current = LIKES;
    const api = mockApi({
      'GET /api/likes.php': () => answer(200, current),
      'POST /api/members/1/like': () => {
        current = { ...LIKES, likes: [1, ...LIKES.likes] };
        return answer(200, { match: true, profile: { id: 1 } });
      },
    });
    await renderMembersAt('/likes/m/1');
    expect(await screen.findByText('Anna likes you!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Like back' }));
    expect(await screen.findByRole('dialog', { name: "It's a Match" })).toBeInTheDocument();
    expect(api.calls()).toContain('POST /api/members/1/like');
  });
});
