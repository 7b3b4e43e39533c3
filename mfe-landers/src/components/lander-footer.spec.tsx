/**
 * The landers' compact legal footer (issue 31, defect 6): the home and every lander arrive from the
 * server with the legal links, the fictional-profiles disclaimer of a site that uses fictional profiles,
 * and the US statement on the English site only.
 */
import { render } from '../server';

const fetchApi = async <T,>(path: string): Promise<T> => {
  if (path.startsWith('/api/campaign.php')) return { campaign: null } as T;
  if (path.startsWith('/api/map.php')) return { country: 'DE', regions: [] } as T;
  if (new URL(path, 'http://x').searchParams.get('id')) return Promise.reject(Object.assign(new Error('gone'), { status: 404 })) as T;
  return { members: [] } as T;
};

const settings = (extra: Record<string, unknown> = {}) =>
  ({ name: 'Rendezvous', geoip_country: 'DE', countries: ['DE'], fictional_warning: '', ...extra }) as never;

const linksOf = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => `${label} ${href}`);
const footerOf = (html: string) => /<footer class="rdv-lander-footer">.*<\/footer>/s.exec(html)?.[0] ?? '';

describe('the landers’ legal footer in the server HTML', () => {
  it.each(['/', '/landers/alonetonight', '/landers/tinderswipe', '/landers/maplanding/x'])(
    '%s has terms, privacy, cookies, company information and complaints',
    async (url) => {
      const result = await render({ url, locale: 'en', settings: settings(), fetchApi });
      expect(linksOf(footerOf(result?.html ?? ''))).toEqual([
        'Terms /pages/terms',
        'Privacy /pages/privacy',
        'Cookies /pages/cookies',
        'Company information /pages/service',
        'Complaints /complaints',
      ]);
      expect(result?.css).toContain('.rdv-lander-footer');
    },
  );

  it('shows the disclaimer of a site with fictional profiles, and the US statement in English', async () => {
    const result = await render({
      url: '/',
      locale: 'en',
      settings: settings({ fictional_warning: 'Some profiles are fictional and marked with a heart.', fictional_icon: 'heart' }),
      fetchApi,
    });
    const footer = footerOf(result?.html ?? '');
    // the disclaimer in the page's language with the site's mark (its icon, never the icon's name)
    expect(footer).toContain('Some profiles on this site are operated by staff for entertainment. They are marked with this sign:');
    expect(footer).toContain('<span aria-hidden="true">♥</span>');
    expect(footer).not.toMatch(/>heart</);
    expect(footer).toContain('18 U.S.C. 2257');
  });

  it('in German: translated links, no US statement, no disclaimer where the site has none', async () => {
    const result = await render({ url: '/', locale: 'de', settings: settings(), fetchApi });
    const footer = footerOf(result?.html ?? '');
    expect(linksOf(footer)).toEqual([
      'AGB /pages/terms',
      'Datenschutz /pages/privacy',
      'Cookies /pages/cookies',
      'Impressum /pages/service',
      'Beschwerden /complaints',
    ]);
    expect(footer).not.toContain('2257');
    expect(footer).not.toContain('rdv-lander-footer__note');
  });

  it('the 404 page of a member lander whose member is gone keeps the footer', async () => {
    const result = await render({ url: '/members/999999/landing', locale: 'en', settings: settings(), fetchApi });
    expect(result?.status).toBe(404);
    expect(linksOf(footerOf(result?.html ?? ''))).toContain('Terms /pages/terms');
  });
});
