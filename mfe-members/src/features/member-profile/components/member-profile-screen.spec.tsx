import type { LikeAnswer, MemberProfile, ProfilePhoto } from '@rendezvous/contracts';
import { changeI18nLocale } from '@rendezvous/i18n';
import { sessionStore } from '@rendezvous/session-store';
import { provideWidgetLoader } from '@rendezvous/remote-kit';
import { buildSettings, buildUser, resetSession } from '@rendezvous/session-store/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, envelope, mockApi } from '../../../testing/api-mock';
import { logInMember, renderMembersAt } from '../../../testing/render';

beforeEach(logInMember);

function profile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: 42,
    name: 'Sanne',
    age: 29,
    gender: 'female',
    country: 'NL',
    region: 'Utrecht',
    city: 'Utrecht',
    main_image: null,
    online: false,
    premium: false,
    fictional: false,
    sexuality: 'hetero',
    tattoos: 'none',
    hair_colour: 'brown',
    eye_colour: 'blue',
    body_type: 'slim',
    relationship_status: 'single',
    interests: [2],
    reason: 'Looking for a date',
    about_me: 'Always up for a laugh.',
    photo_count: 3,
    photos: [],
    liked: false,
    blocked: false,
    last_seen: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    ...overrides,
  };
}

const interests = () => answer(200, [{ id: 2, name: 'Animals', icon: 'animals' }]);
/** What the shell's badges read again after a profile is opened (its new-like flag is cleared). */
const badges = {
  'GET /api/chats.php': () => answer(200, { chats: [], profiles: [] }),
  'GET /api/likes.php': () => answer(200, { likes: [], liked_by: [], profiles: [] }),
};

/**
 * Runs a test with a widget loader that records what is asked for and loads nothing: which remote's
 * widget a button opens is what these tests check. The fallback's console error is expected.
 */
async function withWidgetsUnavailable(test: (loader: jest.Mock) => Promise<void>): Promise<void> {
  const loader = jest.fn(async () => {
    throw new Error('not in this test');
  });
  provideWidgetLoader(loader as never);
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await test(loader);
  } finally {
    provideWidgetLoader(null);
    quiet.mockRestore();
  }
}

describe('/members/{id}, a member profile', () => {
  it('shows the fields of spec 3 with the interests by name and when the member was last seen', async () => {
    mockApi({ ...badges, 'GET /api/members/42': () => answer(200, profile()), 'GET /api/interests.php': interests });
    await renderMembersAt('/members/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sanne, 29' })).toBeInTheDocument();
    expect(screen.getByText('Straight')).toBeInTheDocument();
    expect(screen.getByText('Animals')).toBeInTheDocument();
    expect(screen.getByText('Last seen 3 hours ago')).toBeInTheDocument();
    expect(screen.getByText('3 photos')).toBeInTheDocument();
    expect(screen.getByText('Always up for a laugh.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/members/42/chat');
  });

  it("shows the fields and notes the site names, in the site's order, and the fictional mark", async () => {
    act(() =>
      sessionStore.getState().setSettings(
        buildSettings({
          visible_profile_fields: ['interests', 'gender'],
          visible_profile_notes: ['reason_for_signup'],
          fictional_icon: '★',
          fictional_singular: 'Entertainment profile',
        }),
      ),
    );
    mockApi({ ...badges, 'GET /api/members/42': () => answer(200, profile({ fictional: true })), 'GET /api/interests.php': interests });
    await renderMembersAt('/members/42');
    await screen.findByRole('heading', { level: 1, name: 'Sanne, 29' });
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Interests', 'Gender']);
    expect(screen.getByRole('heading', { level: 2, name: 'Why I am here' })).toBeInTheDocument();
    expect(screen.queryByText('Always up for a laugh.')).not.toBeInTheDocument();
    // the site's mark with its name in the member's language (common:fictional.singular)
    expect(screen.getByTitle('Entertainment profile')).toHaveTextContent('★ Entertainment profile');
  });

  it('reads in the member’s language: interests, region and the fictional mark in Polish, never "heart" (issue 31)', async () => {
    act(() =>
      sessionStore
        .getState()
        .setSettings(
          buildSettings({ visible_profile_fields: ['interests', 'location'], fictional_icon: 'heart', fictional_singular: 'entertainment profile' }),
        ),
    );
    const polish = profile({
      name: 'Axel',
      age: 57,
      country: 'PL',
      region: 'Kuyavian-Pomeranian Voivodeship',
      city: 'Toruń',
      fictional: true,
      interests: [2, 7],
    });
    mockApi({
      ...badges,
      'GET /api/members/42': () => answer(200, polish),
      'GET /api/interests.php': () =>
        answer(200, [
          { id: 2, name: 'animals', icon: 'animals' },
          { id: 7, name: 'one night stand', icon: 'one-night-stand' },
        ]),
    });
    await renderMembersAt('/members/42');
    await screen.findByRole('heading', { level: 1, name: 'Axel, 57' });
    try {
      await act(() => changeI18nLocale('pl'));
      expect(await screen.findByText('Zwierzęta')).toBeInTheDocument();
      expect(screen.getByText('Przygoda na jedną noc')).toBeInTheDocument();
      expect(screen.queryByText('animals')).not.toBeInTheDocument();
      expect(screen.getByText(/Toruń, Kujawsko-Pomorskie, Polska/)).toBeInTheDocument();
      expect(screen.getByTitle('Profil rozrywkowy')).toHaveTextContent('♥ Profil rozrywkowy');
      expect(document.body).not.toHaveTextContent(/\bheart\b|Kuyavian/);
    } finally {
      await act(() => changeI18nLocale('en'));
    }
  });

  it("gives a visitor the signup area's signup modal for like and message (spec 6)", async () => {
    act(() => resetSession());
    await withWidgetsUnavailable(async (loader) => {
      mockApi({ 'GET /api/members/42': () => answer(200, profile()), 'GET /api/interests.php': interests });
      await renderMembersAt('/members/42');
      await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
      expect(loader).toHaveBeenCalledWith('mfe-signup', 'SignupModal', expect.anything());
      expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    });
  });

  it("opens chat's GiftPicker for the member from the gift button (gifts are chat's)", async () => {
    await withWidgetsUnavailable(async (loader) => {
      mockApi({ ...badges, 'GET /api/members/42': () => answer(200, profile()), 'GET /api/interests.php': interests });
      await renderMembersAt('/members/42');
      await userEvent.click(await screen.findByRole('button', { name: 'Send a gift' }));
      expect(loader).toHaveBeenCalledWith('mfe-chat', 'GiftPicker', expect.anything());
    });
  });

  it('likes and unlikes, and tells the member about a match', async () => {
    const api = mockApi({
      ...badges,
      'GET /api/members/42': () => answer(200, profile()),
      'GET /api/interests.php': interests,
      'POST /api/members/42/like': () => answer(200, { match: true, profile: profile() } satisfies LikeAnswer),
      'DELETE /api/members/42/like': () => new Response(null, { status: 204 }),
    });
    await renderMembersAt('/members/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    const modal = await screen.findByRole('dialog', { name: "It's a Match" });
    expect(modal).toHaveTextContent('New like!');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Unlike' }));
    expect(await screen.findByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(api.calls()).toEqual(expect.arrayContaining(['POST /api/members/42/like', 'DELETE /api/members/42/like']));
  });

  it("leads from the match modal's button to the chat with the member", async () => {
    mockApi({
      ...badges,
      'GET /api/members/42': () => answer(200, profile()),
      'GET /api/interests.php': interests,
      'POST /api/members/42/like': () => answer(200, { match: true, profile: profile() } satisfies LikeAnswer),
    });
    await renderMembersAt('/members/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send Sanne a message' }));
    expect(window.location.pathname).toBe('/members/42/chat');
  });

  it('blocks and unblocks the member', async () => {
    mockApi({
      ...badges,
      'GET /api/members/42': () => answer(200, profile()),
      'GET /api/interests.php': interests,
      'POST /api/members/42/block': () => new Response(null, { status: 204 }),
    });
    await renderMembersAt('/members/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You have blocked this member: they cannot see your profile or contact you.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
  });

  it('shows the blocker the block with Unblock in place of Like, Message and Gift, and gives them back on Unblock', async () => {
    mockApi({
      ...badges,
      'GET /api/members/42': () => answer(200, profile({ blocked: true })),
      'GET /api/interests.php': interests,
      'DELETE /api/members/42/block': () => new Response(null, { status: 204 }),
    });
    await renderMembersAt('/members/42');
    expect(await screen.findByText('You have blocked this member: they cannot see your profile or contact you.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /message/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /gift/i })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('button', { name: 'Like' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(screen.queryByText('You have blocked this member: they cannot see your profile or contact you.')).not.toBeInTheDocument();
  });

  it('offers a Report action that opens the complaints form about this member (Digital Services Act)', async () => {
    mockApi({ ...badges, 'GET /api/members/42': () => answer(200, profile()), 'GET /api/interests.php': interests });
    await renderMembersAt('/members/42');
    expect(await screen.findByRole('link', { name: 'Report' })).toHaveAttribute('href', `/complaints?member=${profile().name}&member_id=42`);
  });

  it("shows a blocked member the spec's message", async () => {
    const message = "You're blocked by Sanne. You do not have access to this page.";
    mockApi({ 'GET /api/members/42': () => envelope(403, 'MEMBER.BLOCKED_BY_MEMBER', message), 'GET /api/interests.php': interests });
    await renderMembersAt('/members/42');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
  });

  it('shows the 404 page for a member that does not exist', async () => {
    mockApi({ 'GET /api/members/999': () => envelope(404, 'MEMBER.NOT_FOUND', 'This page could not be found'), 'GET /api/interests.php': interests });
    await renderMembersAt('/members/999');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page for an id that is not one, without asking the server', async () => {
    const api = mockApi({ 'GET /api/interests.php': interests });
    await renderMembersAt('/members/abc');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });
});

/** The main photo and two more: one a free viewer may see, one of a premium member's locked ones (spec 6). */
const photos: ProfilePhoto[] = [
  { id: 1, locked: false, filename: 'p1.jpg', thumb_filename: 'p1_t.jpg' },
  { id: 2, locked: false, filename: 'p2.jpg', thumb_filename: 'p2_t.jpg' },
  { id: 3, locked: true, blurred_filename: 'p3_blur.jpg' },
];
const withPhotos = () => profile({ premium: true, photo_count: 3, main_image: { filename: 'p1.jpg', thumb_filename: 'p1_t.jpg' }, photos });
const photoSources = () => Array.from(document.querySelectorAll('img')).map((image) => image.getAttribute('src'));

describe('/members/{id}, the photos', () => {
  it('shows every photo under the main one with the count, and a locked one only blurred, with the way to premium', async () => {
    mockApi({ ...badges, 'GET /api/members/42': () => answer(200, withPhotos()), 'GET /api/interests.php': interests });
    await renderMembersAt('/members/42');
    const grid = await screen.findByRole('list', { name: 'Photos' });
    expect(screen.getByText('3 photos')).toBeInTheDocument();
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(within(grid).getByRole('link', { name: 'Locked photo 3' })).toHaveAttribute('href', '/premium');
    expect(screen.getByRole('link', { name: 'Go premium to see all photos' })).toHaveAttribute('href', '/premium');
    expect(photoSources()).toContain('/photos/p3_blur.jpg');
    expect(photoSources().filter((source) => source?.includes('p3') && source !== '/photos/p3_blur.jpg')).toEqual([]);
  });

  it('opens an unlocked photo in the lightbox, at that photo', async () => {
    mockApi({ ...badges, 'GET /api/members/42': () => answer(200, withPhotos()), 'GET /api/interests.php': interests });
    await renderMembersAt('/members/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Open photo 2' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Photos of Sanne' });
    expect(within(lightbox).getByRole('group', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    expect(
      within(lightbox)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toContain('/photos/p2.jpg');
    await userEvent.click(within(lightbox).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Open photo 2' })).toBeInTheDocument();
  });

  it('shows a premium viewer no way to premium', async () => {
    act(() => sessionStore.getState().setUser(buildUser({ paid_user: true })));
    mockApi({ ...badges, 'GET /api/members/42': () => answer(200, withPhotos()), 'GET /api/interests.php': interests });
    await renderMembersAt('/members/42');
    await screen.findByRole('list', { name: 'Photos' });
    expect(screen.queryByRole('link', { name: /premium/i })).not.toBeInTheDocument();
  });

  it("gives a visitor who taps a locked photo the signup area's signup modal", async () => {
    act(() => resetSession());
    await withWidgetsUnavailable(async (loader) => {
      mockApi({ 'GET /api/members/42': () => answer(200, withPhotos()), 'GET /api/interests.php': interests });
      await renderMembersAt('/members/42');
      expect(screen.queryByRole('link', { name: 'Go premium to see all photos' })).not.toBeInTheDocument();
      await userEvent.click(await screen.findByRole('button', { name: 'Locked photo 3' }));
      expect(loader).toHaveBeenCalledWith('mfe-signup', 'SignupModal', expect.anything());
    });
  });
});
