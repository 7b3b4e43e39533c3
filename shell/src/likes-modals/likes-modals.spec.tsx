import { AUTO_LIKE_DELAY_MS, type LikeModalProps, type LikesResponse, type MatchModalProps, type UserProfile } from '@rendezvous/contracts';
import { answer, envelope, mockApi, type Handler } from '@rendezvous/api-client/testing';
import { sessionStore } from '@rendezvous/session-store';
import { buildUser, resetSession } from '@rendezvous/session-store/testing';
import { act, render, screen } from '@testing-library/react';
import { AUTO_LIKE_ASKED_KEY } from './likes-modal-rules';
import { AutoLikeSlot, LikeModalSlot } from './likes-modals';

// The modals themselves belong to mfe-members; here only whether, when and with whom the shell mounts them.
jest.mock('@rendezvous/remote-kit', () => ({
  ...jest.requireActual('@rendezvous/remote-kit'),
  RemoteWidget: ({ widget, props }: { widget: string; props: LikeModalProps | MatchModalProps }) => (
    <div role="dialog" aria-label={widget}>
      <img alt={props.member.name} src={props.member.photoUrl ?? undefined} />
      {'onOpenProfile' in props && (
        <button type="button" onClick={() => props.onOpenProfile(props.member.id)}>
          View profile
        </button>
      )}
      {'onPhoto' in props && (
        <>
          <button type="button" onClick={() => props.onPhoto(props.member.id)}>
            Photo
          </button>
          <button type="button" onClick={() => props.onAction(props.member.id)}>
            Message
          </button>
        </>
      )}
      <button type="button" onClick={props.onClose}>
        Close
      </button>
    </div>
  ),
}));

/** A navigation as single-spa reports it (the shell follows the one browser history). */
function goTo(path: string): void {
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

const profile = (id: number, name: string): UserProfile => ({
  id,
  name,
  country: 'NL',
  status: 'active',
  gender: 'female',
  age: 30,
  main_image: { filename: `${id}.jpg`, thumb_filename: `${id}_t.jpg`, status: 'active', match: `/photos/${id}_match.jpg` },
});

/** Lets timers run and every answer that became due arrive. */
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const url = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  act(() => {
    resetSession();
    sessionStore.getState().setUser(buildUser({ id: 1001 }));
  });
});
afterEach(() => {
  jest.useRealTimers();
  goTo('/');
});

describe('LikeModalSlot (spec 4: query parameter t)', () => {
  const likes = (body: LikesResponse): Record<string, Handler> => ({ 'GET /api/likes.php': () => answer(200, body) });

  it('waits t seconds, then shows the newest like still new and takes t out of the URL, keeping the rest', async () => {
    const api = mockApi(
      likes({
        likes: [],
        liked_by: [
          { id: 5, like_new: false },
          { id: 6, like_new: true },
          { id: 7, like_new: true },
        ],
        profiles: [profile(5, 'Ann'), profile(6, 'Bea'), profile(7, 'Cleo')],
      }),
    );
    goTo('/members?gender=female&t=30#results');
    render(<LikeModalSlot />);
    await advance(29_999);
    expect(api.calls()).toEqual([]);
    expect(url()).toBe('/members?gender=female&t=30#results');

    await advance(1);
    const modal = await screen.findByRole('dialog', { name: 'LikeModal' });
    expect(screen.getByRole('img', { name: 'Bea' })).toHaveAttribute('src', '/photos/6_match.jpg');
    expect(modal).toBeInTheDocument();
    expect(api.calls()).toEqual(['GET /api/likes.php']);
    expect(url()).toBe('/members?gender=female#results');
  });

  it('shows the newest like when none is new any more', async () => {
    mockApi(
      likes({
        likes: [],
        liked_by: [
          { id: 7, like_new: false },
          { id: 5, like_new: false },
        ],
        profiles: [profile(5, 'Ann'), profile(7, 'Cleo')],
      }),
    );
    goTo('/likes?t=0');
    render(<LikeModalSlot />);
    await advance(0);
    expect(await screen.findByRole('img', { name: 'Cleo' })).toBeInTheDocument();
    expect(url()).toBe('/likes');
  });

  it('shows nothing when nobody liked the member', async () => {
    mockApi(likes({ likes: [3], liked_by: [], profiles: [profile(3, 'Dana')] }));
    goTo('/members?t=5');
    render(<LikeModalSlot />);
    await advance(5_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(url()).toBe('/members');
  });

  it.each(['abc', '-5', '1.5', '3601', ''])('ignores t=%s and removes it at once', async (value) => {
    const api = mockApi(likes({ likes: [], liked_by: [{ id: 6, like_new: true }], profiles: [profile(6, 'Bea')] }));
    goTo(`/members?t=${value}&country=NL`);
    render(<LikeModalSlot />);
    expect(url()).toBe('/members?country=NL');
    await advance(3_700_000);
    expect(api.calls()).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves t alone outside the members area and for a visitor', async () => {
    const api = mockApi(likes({ likes: [], liked_by: [{ id: 6, like_new: true }], profiles: [profile(6, 'Bea')] }));
    goTo('/credits?t=5');
    const { unmount } = render(<LikeModalSlot />);
    await advance(10_000);
    expect(url()).toBe('/credits?t=5');
    unmount();

    act(() => sessionStore.getState().clearSession());
    goTo('/members?t=5');
    render(<LikeModalSlot />);
    await advance(10_000);
    expect(api.calls()).toEqual([]);
    expect(url()).toBe('/members?t=5');
  });

  it('does not show the modal when the member left the page before the delay', async () => {
    const api = mockApi(likes({ likes: [], liked_by: [{ id: 6, like_new: true }], profiles: [profile(6, 'Bea')] }));
    goTo('/members?t=30');
    render(<LikeModalSlot />);
    await advance(10_000);
    act(() => goTo('/members/42'));
    await advance(60_000);
    expect(api.calls()).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("leads to the member's profile and closes", async () => {
    mockApi(likes({ likes: [], liked_by: [{ id: 6, like_new: true }], profiles: [profile(6, 'Bea')] }));
    goTo('/members?t=1');
    render(<LikeModalSlot />);
    await advance(1_000);
    act(() => screen.getByRole('button', { name: 'View profile' }).click());
    expect(window.location.pathname).toBe('/members/6');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes without going anywhere', async () => {
    mockApi(likes({ likes: [], liked_by: [{ id: 6, like_new: true }], profiles: [profile(6, 'Bea')] }));
    goTo('/members?t=1');
    render(<LikeModalSlot />);
    await advance(1_000);
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(url()).toBe('/members');
  });
});

describe('AutoLikeSlot (spec 4, 7, 9: auto-like)', () => {
  const badgeCalls = (calls: string[]) => calls.filter((call) => call === 'GET /api/chats.php' || call === 'GET /api/likes.php');
  const autoLikeApi = (autoLike: Handler) =>
    mockApi({
      'GET /api/auto-like.php': autoLike,
      'GET /api/chats.php': () => answer(200, { chats: [] }),
      'GET /api/likes.php': () => answer(200, { likes: [], liked_by: [{ id: 9, like_new: true }], profiles: [profile(9, 'Fay')] }),
    });

  it('asks auto-like.php a minute into the members area, shows the match modal with the answer and reloads the likes 500 ms later', async () => {
    const api = autoLikeApi(() => answer(200, profile(9, 'Fay')));
    goTo('/members');
    render(<AutoLikeSlot />);
    await advance(AUTO_LIKE_DELAY_MS - 1);
    expect(api.calls()).toEqual([]);

    await advance(1);
    expect(await screen.findByRole('dialog', { name: 'MatchModal' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Fay' })).toHaveAttribute('src', '/photos/9_match.jpg');
    expect(api.calls()).toEqual(['GET /api/auto-like.php']);

    await advance(499);
    expect(badgeCalls(api.calls())).toEqual([]);
    await advance(1);
    expect(badgeCalls(api.calls())).toEqual(['GET /api/chats.php', 'GET /api/likes.php']);
    expect(sessionStore.getState().badges.newLikes).toBe(1);
  });

  it('stops the clock when the member leaves the area and starts it again on return', async () => {
    const api = autoLikeApi(() => answer(200, profile(9, 'Fay')));
    goTo('/members');
    render(<AutoLikeSlot />);
    await advance(30_000);
    act(() => goTo('/credits'));
    await advance(AUTO_LIKE_DELAY_MS);
    expect(api.calls()).toEqual([]);

    act(() => goTo('/likes'));
    await advance(AUTO_LIKE_DELAY_MS - 1);
    expect(api.calls()).toEqual([]);
    await advance(1);
    expect(api.calls()).toEqual(['GET /api/auto-like.php']);
  });

  it('asks once per browser session', async () => {
    const api = autoLikeApi(() => new Response(null, { status: 204 }));
    goTo('/members');
    const { unmount } = render(<AutoLikeSlot />);
    await advance(AUTO_LIKE_DELAY_MS);
    expect(api.calls()).toEqual(['GET /api/auto-like.php']);
    expect(window.sessionStorage.getItem(AUTO_LIKE_ASKED_KEY)).not.toBeNull();

    // Back in the area, and after a page load in the same session: not again.
    act(() => goTo('/credits'));
    act(() => goTo('/members'));
    await advance(AUTO_LIKE_DELAY_MS * 2);
    unmount();
    render(<AutoLikeSlot />);
    await advance(AUTO_LIKE_DELAY_MS * 2);
    expect(api.calls()).toEqual(['GET /api/auto-like.php']);
  });

  it('shows nothing and reloads nothing when nobody liked the member (204)', async () => {
    const api = autoLikeApi(() => new Response(null, { status: 204 }));
    goTo('/members');
    render(<AutoLikeSlot />);
    await advance(AUTO_LIKE_DELAY_MS + 1_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls()).toEqual(['GET /api/auto-like.php']);
  });

  it('logs a failure and shows nothing', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      autoLikeApi(() => envelope(404, 'MEMBER.NOT_FOUND', 'This page could not be found'));
      goTo('/members');
      render(<AutoLikeSlot />);
      await advance(AUTO_LIKE_DELAY_MS + 1_000);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(quiet).toHaveBeenCalledWith('[shell] auto-like failed', expect.anything());
    } finally {
      quiet.mockRestore();
    }
  });

  it('does not ask for a visitor', async () => {
    act(() => sessionStore.getState().clearSession());
    const api = autoLikeApi(() => answer(200, profile(9, 'Fay')));
    goTo('/members');
    render(<AutoLikeSlot />);
    await advance(AUTO_LIKE_DELAY_MS * 2);
    expect(api.calls()).toEqual([]);
  });

  it.each([
    ['the photo', 'Photo', '/members/9'],
    ['the button', 'Message', '/members/9/chat'],
  ])('leads from %s to %s and closes', async (_what, button, path) => {
    autoLikeApi(() => answer(200, profile(9, 'Fay')));
    goTo('/members');
    render(<AutoLikeSlot />);
    await advance(AUTO_LIKE_DELAY_MS);
    act(() => screen.getByRole('button', { name: button }).click());
    expect(window.location.pathname).toBe(path);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes without going anywhere', async () => {
    autoLikeApi(() => answer(200, profile(9, 'Fay')));
    goTo('/members');
    render(<AutoLikeSlot />);
    await advance(AUTO_LIKE_DELAY_MS);
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/members');
  });
});
