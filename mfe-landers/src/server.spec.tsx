/**
 * The landers' server bundle and the browser's hydration of its markup (issue 12): every lander arrives
 * with its members, the campaign's words and its design's styles; the browser keeps the server's nodes
 * and asks for nothing again.
 */
import type { Campaign, CountryMap, TeaserMember } from '@rendezvous/contracts';
import { mockApi } from '@rendezvous/api-client/testing';
import { hydrateServerRender } from '@rendezvous/remote-kit/testing';
import { act, waitFor } from '@testing-library/react';
import { lifecycles } from './lifecycles';
import { render } from './server';
import { RESOURCES } from './locales';
import { catalogueOf, SUPPORTED_LOCALES } from '@rendezvous/i18n';
import { campaignOf, SMALL_MAP, teaserMember } from './testing/landers';

const teaser: TeaserMember[] = [teaserMember(5, 'Mila', 'Utrecht', { country: 'DE' }), teaserMember(6, 'Lena', 'Drenthe', { country: 'DE' })];

/** the services as the gateway's fetchApi reaches them, with the paths asked for */
function services({ campaign = null, members = teaser, map = SMALL_MAP }: { campaign?: Campaign | null; members?: TeaserMember[]; map?: CountryMap } = {}) {
  const asked: string[] = [];
  const fetchApi = async <T,>(path: string): Promise<T> => {
    asked.push(path);
    if (path.startsWith('/api/campaign.php')) return { campaign } as T;
    if (path.startsWith('/api/map.php')) return map as T;
    const id = new URL(path, 'http://x').searchParams.get('id');
    if (id)
      return (
        members.find((member) => String(member.id) === id)
          ? { members: members.filter((member) => String(member.id) === id) }
          : Promise.reject(Object.assign(new Error('gone'), { status: 404 }))
      ) as T;
    return { members } as T;
  };
  return { asked, fetchApi };
}

const settings = {
  name: 'Rendezvous',
  geoip_country: 'DE',
  index_title: 'Rendezvous – Singles',
  cdn_prefix: 'https://cdn.example.test/p',
  countries: ['DE'],
} as never;

describe('mfe-landers server render', () => {
  it('renders the home with the members of the visitor’s country, its styles and the data handed over', async () => {
    const { asked, fetchApi } = services();
    const result = await render({ url: '/?network=ads&ref=x', locale: 'de', settings, fetchApi });
    expect(asked).toEqual(['/api/campaign.php?lander=home&slug=&locale=de', '/api/members/teaser.php?count=12&country=DE', '/api/members/teaser.php?count=12']);
    // the <title> in the page's language (the site's index_title is one text in one language)
    expect(result?.title).toBe('Triff Singles in deiner Nähe – Rendezvous');
    expect(result?.html).toContain('<h1>Triff Singles in deiner Nähe</h1>');
    expect(result?.html).toContain('Mila, 29');
    expect(result?.html).toContain('src="https://cdn.example.test/p/5/thumb.jpg"');
    expect(result?.css).toContain('.rdv-home__hero');
    expect(result?.state).toMatchObject({ path: '/', data: { members: teaser, campaign: null } });
  });

  it.each([
    ['/landers/alonetonight', '.rdv-night'],
    ['/landers/collagelanding/autumn', '.rdv-collage__wall'],
    ['/landers/gallery', '.rdv-gallery__print'],
    ['/landers/iconslanding', '.rdv-icons__icon'],
    ['/landers/maplanding', '.rdv-map__land'],
    ['/landers/socialnetwork', '.rdv-feed__post'],
    ['/landers/transitionsvideolanding', '.rdv-film__slide'],
    ['/landers/video', '.rdv-video__stage'],
    ['/landers/tinderswipe', '.rdv-tinder__card'],
    ['/members/5/landing', '.rdv-feature__photo'],
    ['/members/5/signup', '.rdv-join__card'],
    ['/members/5/landing2', '.rdv-letter__bubble'],
    ['/members/5/landing3/x', '.rdv-album__locked'],
  ])('renders %s with its members and only its own design’s styles', async (url, rule) => {
    const result = await render({ url, locale: 'en', settings, fetchApi: services().fetchApi });
    expect(result?.status).toBe(200);
    expect(result?.html).toContain('https://cdn.example.test/p/5/');
    expect(result?.css).toContain(rule);
    expect(result?.css).not.toContain(rule === '.rdv-home__hero' ? '.rdv-night' : '.rdv-home__hero');
  });

  it('renders the campaign marketing set, titled by its headline, members of its target', async () => {
    const { asked, fetchApi } = services({
      campaign: campaignOf({ lander: 'gallery', slug: 'autumn', headline: 'Autumn singles', target: { gender: 'female' } }),
    });
    const result = await render({ url: '/landers/gallery/autumn', locale: 'en', settings, fetchApi });
    expect(asked[0]).toBe('/api/campaign.php?lander=gallery&slug=autumn&locale=en');
    expect(asked[1]).toBe('/api/members/teaser.php?count=12&country=DE&gender=female');
    expect(result?.title).toBe('Autumn singles');
    expect(result?.html).toContain('Autumn singles');
  });

  it('draws the maplanding from the map of the visitor’s country', async () => {
    const { asked, fetchApi } = services();
    const result = await render({ url: '/landers/maplanding', locale: 'en', settings, fetchApi });
    expect(asked).toContain('/api/map.php?country=DE');
    // the map's country's members only, not filled up from elsewhere
    expect(asked.filter((path) => path.startsWith('/api/members/teaser.php'))).toEqual(['/api/members/teaser.php?count=24&country=DE']);
    expect(result?.html).toContain(`d="${SMALL_MAP.outline}"`);
  });

  it('answers a member lander of a member who cannot be shown with the 404 page, not hydrated', async () => {
    const result = await render({ url: '/members/99/landing', locale: 'en', settings, fetchApi: services().fetchApi });
    expect(result).toMatchObject({ status: 404, hydrate: false });
    expect(result?.html).toContain('404');
  });

  it('still renders the home when the services cannot answer, without the strip', async () => {
    const result = await render({
      url: '/',
      locale: 'en',
      settings: null,
      fetchApi: async () => Promise.reject(Object.assign(new Error('down'), { status: 503 })),
    });
    expect(result?.html).toContain('Meet singles near you');
    expect(result?.html).not.toContain('rdv-home__members');
  });

  it('speaks the page’s language: a Polish <title>, region names and disclaimer, the site’s mark as its icon (issue 31)', async () => {
    const polish = [teaserMember(7, 'Axel', 'Kuyavian-Pomeranian Voivodeship', { country: 'PL', age: 57, fictional: true })];
    const plSettings = {
      name: 'Rendezvous',
      geoip_country: 'PL',
      countries: ['PL'],
      index_title: 'Rendezvous – meet singles near you',
      fictional_icon: 'heart',
      fictional_singular: 'entertainment profile',
      fictional_warning: 'Some profiles on this site are operated by staff for entertainment.',
    } as never;
    const result = await render({ url: '/landers/gallery', locale: 'pl', settings: plSettings, fetchApi: services({ members: polish }).fetchApi });
    const html = result?.html ?? '';
    expect(result?.title).toBe('Galeria – Rendezvous');
    expect(html).toContain('Kujawsko-Pomorskie');
    expect(html).not.toContain('Kuyavian');
    expect(html).toContain('Niektóre profile w tym serwisie są prowadzone przez personel w celach rozrywkowych.');
    expect(html).not.toContain('operated by staff');
    // "Axel, 57 ♥", the mark named for screen readers in Polish; never the icon's name as a word
    expect(html).toContain('<span aria-hidden="true">♥</span>');
    expect(html).toContain('Profil rozrywkowy');
    expect(html).not.toMatch(/>\s*heart\s*</);
  });

  it.each(SUPPORTED_LOCALES)(
    'titles the home and a lander in %s: their headline in that language, never the site’s one-language index_title',
    async (locale) => {
      const texts = catalogueOf(await RESOURCES(locale)) as { home_page: { title: string }; video: { title: string } };
      const home = await render({ url: '/', locale, settings, fetchApi: services().fetchApi });
      const video = await render({ url: '/landers/video', locale, settings, fetchApi: services().fetchApi });
      expect([home?.title, video?.title]).toEqual([`${texts.home_page.title} – Rendezvous`, `${texts.video.title} – Rendezvous`]);
    },
  );

  it('leaves paths that are not its own to the browser', async () => {
    expect(await render({ url: '/landers/nope', locale: 'en', settings: null, fetchApi: jest.fn() })).toBeNull();
  });

  it.each(['/', '/landers/tinderswipe', '/members/5/landing2/x'])(
    'is hydrated in the browser at %s: the server’s nodes stay and nothing is fetched again',
    async (path) => {
      const result = await render({ url: path, locale: 'en', settings: null, fetchApi: services().fetchApi });
      const { slot, serverHeading, mount } = await hydrateServerRender('mfe-landers', lifecycles, result, { path, locale: 'en' });

      const api = mockApi({});
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const parcel = mount();
      await parcel.mountPromise;
      await waitFor(() => expect(slot.hasAttribute('data-ssr')).toBe(false));
      expect(slot.querySelector('h1')).toBe(serverHeading);
      expect(slot.textContent).toContain('Mila, 29');
      expect(api.calls()).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      await act(() => parcel.unmount());
      document.getElementById('rdv-ssr-state')?.remove();
      slot.remove();
    },
  );
});
