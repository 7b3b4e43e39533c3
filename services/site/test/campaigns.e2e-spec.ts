import { adminToken, call, expectEnvelope } from '@rendezvous/test-kit';

// Campaigns (issue 12): marketing sets a lander's words per site and locale through the admin call,
// and the next request of that lander shows them, through the gateway as the lander's server render calls it.

const admin = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  call(`/api/admin/sites/localhost/campaigns${path}`, { ...init, headers: { authorization: `Bearer ${adminToken()}`, ...(init.headers ?? {}) } });

const campaign = (changes: Record<string, unknown> = {}) => ({
  lander: 'gallery',
  locale: 'en',
  headline: 'Autumn singles',
  text: 'Meet someone before the winter.',
  images: ['https://cdn.example.test/autumn.jpg', '/photos/hero.jpg'],
  cta: 'Join now',
  target: { gender: 'female' },
  ...changes,
});

describe('campaigns', () => {
  // a slug of this run only, so reruns against the same database start clean
  const slug = `autumn-${Date.now().toString(36)}`;

  afterAll(async () => {
    for (const [lander, locale, variant] of [
      ['gallery', 'en', slug],
      ['gallery', 'en', ''],
      ['gallery', 'de', ''],
    ]) {
      await admin(`/${lander}/${locale}?slug=${variant}`, { method: 'DELETE' });
    }
  });

  it('shows no campaign until marketing sets one: the lander keeps its built-in texts', async () => {
    await admin('/gallery/en?slug=', { method: 'DELETE' });
    const { status, body, headers } = await call(`/api/campaign.php?lander=gallery&slug=${slug}&locale=en`);
    expect(status).toBe(200);
    expect(body).toEqual({ campaign: null });
    expect(headers.get('cache-control')).toBe('no-cache');
  });

  it('shows a set campaign on the next request, its variant by slug, the default for other slugs', async () => {
    const stored = await admin('', { method: 'PUT', json: campaign() });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ lander: 'gallery', slug: '', locale: 'en', headline: 'Autumn singles', target: { gender: 'female' } });
    const variant = await admin('', { method: 'PUT', json: campaign({ slug, headline: 'Variant B' }) });
    expect(variant.body.slug).toBe(slug);

    expect((await call(`/api/campaign.php?lander=gallery&slug=${slug}&locale=en`)).body.campaign).toMatchObject({ headline: 'Variant B', slug });
    expect((await call('/api/campaign.php?lander=gallery&slug=other&locale=en')).body.campaign).toMatchObject({ headline: 'Autumn singles', slug: '' });
    expect((await call('/api/campaign.php?lander=gallery&locale=en')).body.campaign.images).toEqual([
      'https://cdn.example.test/autumn.jpg',
      '/photos/hero.jpg',
    ]);

    // replacing is one call, and the very next read shows it
    await admin('', { method: 'PUT', json: campaign({ headline: 'Winter singles' }) });
    expect((await call('/api/campaign.php?lander=gallery&locale=en')).body.campaign.headline).toBe('Winter singles');
  });

  it('keeps locales apart and follows the locale cookie when no locale is asked for', async () => {
    await admin('', { method: 'PUT', json: campaign({ locale: 'de', headline: 'Herbst-Singles', cta: 'Jetzt mitmachen' }) });
    expect((await call('/api/campaign.php?lander=gallery', { headers: { cookie: 'locale=de' } })).body.campaign).toMatchObject({
      locale: 'de',
      headline: 'Herbst-Singles',
    });
    expect((await call('/api/campaign.php?lander=gallery&locale=en')).body.campaign.locale).toBe('en');
    expect((await call('/api/campaign.php?lander=gallery&locale=fr')).body.campaign).toBeNull();
  });

  it("lists a site's campaigns and removes one, after which the lander falls back", async () => {
    const listed = await admin('');
    expect(listed.body.campaigns.map((c: { slug: string; locale: string }) => `${c.slug}/${c.locale}`)).toEqual(
      expect.arrayContaining(['/en', '/de', `${slug}/en`]),
    );
    expect((await admin(`/gallery/en?slug=${slug}`, { method: 'DELETE' })).body).toEqual({ deleted: true });
    expect((await call(`/api/campaign.php?lander=gallery&slug=${slug}&locale=en`)).body.campaign.slug).toBe('');
    expectEnvelope(await admin(`/gallery/en?slug=${slug}`, { method: 'DELETE' }), 404, 'CAMPAIGN.NOT_FOUND');
  });

  it('refuses bad campaigns with the field named, and stores nothing of them', async () => {
    for (const [changes, field] of [
      [{ lander: 'nope' }, 'lander'],
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ locale: 'ja' }, 'locale'],
      [{ headline: '' }, 'headline'],
      [{ headline: 'x'.repeat(121) }, 'headline'],
      [{ images: ['javascript:alert(1)'] }, 'images'],
      [{ images: ['http://plain.example/a.jpg'] }, 'images'],
      [{ target: { gender: 'robot' } }, 'target'],
      [{ cta: 'x'.repeat(41) }, 'cta'],
    ] as const) {
      const refused = await admin('', {
        method: 'PUT',
        json: campaign({ ...changes, headline: 'headline' in changes ? changes.headline : 'Must not be stored' }),
      });
      expectEnvelope(refused, 400);
      expect(JSON.stringify(refused.body)).toContain(field);
    }
    const listed = await admin('');
    expect(listed.body.campaigns.map((c: { headline: string }) => c.headline)).not.toContain('Must not be stored');
    expectEnvelope(await call('/api/campaign.php?lander=nope'), 400);
    expectEnvelope(await call('/api/campaign.php?lander=gallery&slug=../x'), 400);
  });

  it('is changed only with the admin token, and only for a site that exists', async () => {
    expectEnvelope(await call('/api/admin/sites/localhost/campaigns', { method: 'PUT', json: campaign() }), 403);
    expectEnvelope(await call('/api/admin/sites/localhost/campaigns', { method: 'PUT', headers: { authorization: 'Bearer wrong' }, json: campaign() }), 403);
    expectEnvelope(
      await call('/api/admin/sites/nope.example/campaigns', { method: 'PUT', headers: { authorization: `Bearer ${adminToken()}` }, json: campaign() }),
      404,
      'SITE.NOT_FOUND',
    );
  });
});

describe('GET /api/map.php', () => {
  it('draws a supported country with its regions, cacheable, and refuses others', async () => {
    const { status, body, headers } = await call('/api/map.php?country=NL');
    expect(status).toBe(200);
    expect(body).toMatchObject({ country: 'NL', width: 400 });
    expect(body.outline).toMatch(/^M/);
    expect(body.regions.map((region: { name: string }) => region.name)).toContain('Utrecht');
    expect(headers.get('cache-control')).toMatch(/public/);
    expectEnvelope(await call('/api/map.php?country=XX'), 400);
    expectEnvelope(await call('/api/map.php'), 400);
  });
});
