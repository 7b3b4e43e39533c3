import { findCatalogueProblems, loadAllCatalogues } from '@rendezvous/i18n';
import { answer, mockApi } from '@rendezvous/api-client/testing';
import { sessionStore } from '@rendezvous/session-store';
import { buildUser, resetSession } from '@rendezvous/session-store/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { RESOURCES } from './locales';
import { matchScreen } from './screens';
import { campaignOf, MEMBERS, mockLanderApi, renderLanderAt, teaserMember, useLanderSettings } from './testing/landers';

describe('mfe-landers routes', () => {
  beforeEach(() => {
    act(() => resetSession());
    useLanderSettings();
  });

  it.each([
    ['/', 'Meet singles near you'],
    ['/landers/alonetonight', 'Alone tonight?'],
    ['/landers/collagelanding', 'Thousands of faces. One of them is looking for you.'],
    ['/landers/gallery/summer', 'The gallery'],
    ['/landers/iconslanding', 'What makes you happy?'],
    ['/landers/maplanding', 'Singles on the map'],
    ['/landers/socialnetwork', 'See what members are sharing'],
    ['/landers/transitionsvideolanding', 'Your next date starts here'],
    ['/landers/video/x', 'Turn the evening around'],
    ['/landers/tinderswipe', 'Swipe and meet'],
    ['/members/42/landing', 'Mila wants to meet you'],
    ['/members/42/signup', 'Chat with Mila'],
    ['/members/42/landing2/summer', 'Mila sent you a message'],
    ['/members/42/landing3/summer', 'Mila has private photos'],
  ])('renders %s as its own design, titled %s', async (path, title) => {
    mockLanderApi({ member: teaserMember(42, 'Mila') });
    const { container } = await renderLanderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // every design has its own root: none is a template of another
    expect(
      container.querySelectorAll(
        '.rdv-home, .rdv-night, .rdv-collage, .rdv-gallery, .rdv-icons, .rdv-map, .rdv-feed, .rdv-film, .rdv-video, .rdv-tinder, .rdv-feature, .rdv-join, .rdv-letter, .rdv-album',
      ),
    ).toHaveLength(1);
  });

  it('asks for the campaign of the design and its slug, in the page’s language', () => {
    expect(matchScreen('/landers/gallery/summer-sale')?.spec).toEqual({ campaign: 'gallery', slug: 'summer-sale', count: 12, map: false });
    expect(matchScreen('/members/42/landing3/x')?.spec).toEqual({ campaign: 'member', slug: 'x', count: 0, memberId: '42' });
    expect(matchScreen('/members/42/landing')?.spec).toEqual({ campaign: 'member', slug: '', count: 0, memberId: '42' });
    expect(matchScreen('/landers/unknown')).toBeNull();
  });

  /** A campaign targeting women, and every teaser call the screen makes, recorded. */
  function recordTeaserCalls(): URL[] {
    const teasers: URL[] = [];
    mockApi({
      'GET /api/campaign.php': () => answer(200, { campaign: campaignOf({ target: { gender: 'female' } }) }),
      'GET /api/members/teaser.php': (_body, url) => {
        teasers.push(url);
        return answer(200, { members: MEMBERS });
      },
    });
    return teasers;
  }

  // Issue 31: a logged-in member's teasers follow their orientation; a visitor sees the campaign's target.
  it.each([
    ['a gay man', 'male', 'gay', 'gender=male&seeking=male'],
    ['a hetero woman', 'female', 'hetero', 'gender=male&seeking=female'],
    ['a bi woman (both genders)', 'female', 'bi', 'seeking=female'],
  ] as const)('shows %s on the home and a lander whom they look for, and who looks for them', async (_who, gender, sexuality, asked) => {
    act(() =>
      sessionStore
        .getState()
        .setUser(buildUser({ profile: { id: 1001, name: 'Kim', country: 'NL', status: 'active', gender, sexuality, age: 30, main_image: null } })),
    );
    const teasers = recordTeaserCalls();
    for (const path of ['/', '/landers/alonetonight']) {
      teasers.length = 0;
      const { unmount } = await renderLanderAt(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      await waitFor(() => expect(teasers.length).toBeGreaterThan(0));
      for (const url of teasers) expect(url.search).toContain(`&${asked}`);
      unmount();
    }
  });

  it("shows a visitor the campaign's target, whoever it looks for", async () => {
    const teasers = recordTeaserCalls();
    await renderLanderAt('/landers/alonetonight');
    expect(await screen.findByRole('heading', { level: 1, name: 'Autumn singles' })).toBeInTheDocument();
    await waitFor(() => expect(teasers.length).toBeGreaterThan(0));
    for (const url of teasers) {
      expect(url.searchParams.get('gender')).toBe('female');
      expect(url.searchParams.has('seeking')).toBe(false);
    }
  });

  it('has its landers namespace translated in every locale', async () => {
    expect(findCatalogueProblems(await loadAllCatalogues(RESOURCES))).toEqual([]);
  });
});
