import { findCatalogueProblems, loadAllCatalogues } from '@rendezvous/i18n';
import { screen } from '@testing-library/react';
import { RESOURCES } from './locales';
import { matchScreen } from './screens';
import { mockLanderApi, renderLanderAt, teaserMember, useLanderSettings } from './testing/landers';

describe('mfe-landers routes', () => {
  beforeEach(useLanderSettings);

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
    expect(container.querySelectorAll('.rdv-home, .rdv-night, .rdv-collage, .rdv-gallery, .rdv-icons, .rdv-map, .rdv-feed, .rdv-film, .rdv-video, .rdv-swipe, .rdv-feature, .rdv-join, .rdv-letter, .rdv-album')).toHaveLength(1);
  });

  it('asks for the campaign of the design and its slug, in the page’s language', () => {
    expect(matchScreen('/landers/gallery/summer-sale')?.spec).toEqual({ campaign: 'gallery', slug: 'summer-sale', count: 12, map: false });
    expect(matchScreen('/members/42/landing3/x')?.spec).toEqual({ campaign: 'member', slug: 'x', count: 0, memberId: '42' });
    expect(matchScreen('/members/42/landing')?.spec).toEqual({ campaign: 'member', slug: '', count: 0, memberId: '42' });
    expect(matchScreen('/landers/unknown')).toBeNull();
  });

  it('has its landers namespace translated in every locale', async () => {
    expect(findCatalogueProblems(await loadAllCatalogues(RESOURCES))).toEqual([]);
  });
});
