import { call, rawCall } from '@rendezvous/test-kit';

// What search engines read (issue 12): a robots.txt and a sitemap per site, built from the host they
// were asked on, and one canonical address per page, without its query.

describe('robots.txt and sitemap.xml', () => {
  it("robots.txt keeps crawlers out of the API and the member areas, and names the site's own sitemap", async () => {
    const answer = await rawCall('/robots.txt', { headers: { host: 'rendezvous-test.nl' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    const lines = answer.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /members',
        'Disallow: /chats',
        'Disallow: /likes',
        'Sitemap: http://rendezvous-test.nl/sitemap.xml',
      ]),
    );
    expect(lines).not.toContain('Disallow: /');
  });

  it("sitemap.xml lists the home, every lander and every legal page on the site's host, and nothing behind a login", async () => {
    const answer = await rawCall('/sitemap.xml', { headers: { host: 'rendezvous-test.nl' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/xml/);
    const urls = [...answer.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
    expect(urls).toEqual(
      expect.arrayContaining([
        'http://rendezvous-test.nl/',
        'http://rendezvous-test.nl/landers/alonetonight',
        'http://rendezvous-test.nl/landers/tinderswipe',
        'http://rendezvous-test.nl/pages/terms',
        'http://rendezvous-test.nl/pages/return-policy',
        'http://rendezvous-test.nl/complaints',
      ]),
    );
    expect(urls.some((url) => /\/(members|chats|likes|api)\b/.test(url))).toBe(false);
    expect(answer.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  });
});

describe('canonical links', () => {
  it('a page names its own address without the query, so tracking parameters make no second page', async () => {
    const { text } = await call('/pages/terms?network=ads&ref=spring&sub1=a');
    const links = [...text.matchAll(/<link rel="canonical" href="([^"]+)" \/>/g)].map(([, href]) => new URL(href));
    expect(links).toHaveLength(1);
    expect(links[0].pathname).toBe('/pages/terms');
    expect(links[0].search).toBe('');
  });
});
