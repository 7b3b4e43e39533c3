import { adminToken, call, expectEnvelope, queryServiceDb, rawCall } from '@rendezvous/test-kit';

/** fetch drops a caller's Host header; a page request for another domain goes through node:http. */
const pageForHost = async (path: string, host: string) => (await rawCall(path, { headers: { host } })).text;

const SETTINGS_FIELDS = [
  'name',
  'domain',
  'domain_language',
  'cdn_prefix',
  'niche',
  'signups',
  'logged_out_search',
  'logged_out_search_trafficsource',
  'push_public_key',
  'geoip_country',
  'geoip_selected_country',
  'minimum_message_costs',
  'support_phone',
  'support_email',
  'fictional_icon',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
  'enable_site_entry_popup',
  'countries',
  'index_title',
  'description',
  'visible_profile_fields',
  'visible_profile_notes',
  'message_credits',
  'photo_credits',
  'gift_credits',
  'signup_credits',
  'message_length',
  'search_fields',
  'refund_days',
  'member_resell',
  'company_id',
  'mail_name',
];

function patchSettings(body: unknown, token = adminToken()) {
  return call('/api/admin/sites/localhost/settings', { method: 'PATCH', headers: { authorization: `Bearer ${token}` }, json: body });
}

describe('GET /api/settings.php', () => {
  it('returns every settings field of spec section 3 for the default site', async () => {
    const { status, body } = await call('/api/settings.php');
    expect(status).toBe(200);
    for (const field of SETTINGS_FIELDS) expect(body).toHaveProperty(field);
    expect(body.domain).toBe('localhost');
    expect(body.signups).toMatch(/^(all|with_trafficsource)$/);
    expect(body.niche).toBeGreaterThanOrEqual(1);
    expect(body.niche).toBeLessThanOrEqual(7);
  });

  it('strips dashes and spaces from the support phone', async () => {
    const { body } = await call('/api/settings.php');
    expect(body.support_phone).toMatch(/^\+?\d+$/);
  });

  it('chooses the site by the request host, and its domain_language sets the language', async () => {
    await queryServiceDb(
      'site',
      `INSERT INTO sites (domain, is_default, domain_language, settings)
       SELECT 'rendezvous-test.nl', false, 'nl-NL', settings || '{"name": "Rendezvous NL"}'::jsonb FROM sites WHERE domain = 'localhost'
       ON CONFLICT (domain) DO NOTHING`,
    );
    const dutch = await rawCall('/api/settings.php', { headers: { host: 'rendezvous-test.nl:443' } });
    expect(dutch.body).toMatchObject({ domain: 'rendezvous-test.nl', name: 'Rendezvous NL', domain_language: 'nl-NL', language: 'nl' });
    // An X-Forwarded-Host a browser sends is not the host: the gateway replaces it with the one it saw.
    const forged = await call('/api/settings.php', { headers: { 'x-forwarded-host': 'rendezvous-test.nl' } });
    expect(forged.body.domain).toBe('localhost');
    const page = await pageForHost('/members', 'rendezvous-test.nl:8080');
    expect(page).toContain('<html lang="nl">');
    expect(page).toContain('"name":"Rendezvous NL"');
    expect((await call('/api/settings.php')).body.name).toBe('Rendezvous');
  });

  it('answers an unknown host with the default site', async () => {
    const { body } = await rawCall('/api/settings.php', { headers: { host: 'unknown.example' } });
    expect(body.domain).toBe('localhost');
  });

  it('takes the language from the domain_language when there is no language cookie, from the cookie otherwise', async () => {
    expect((await patchSettings({ domain_language: 'de-DE' })).status).toBe(200);
    try {
      expect((await call('/api/settings.php')).body.language).toBe('de');
      expect((await call('/api/settings.php', { headers: { cookie: 'locale=fr' } })).body.language).toBe('fr');
      // an unsupported cookie value is ignored
      expect((await call('/api/settings.php', { headers: { cookie: 'locale=xx' } })).body.language).toBe('en');
    } finally {
      await patchSettings({ domain_language: null });
    }
  });

  it('ignores an unsupported domain_language', async () => {
    await patchSettings({ domain_language: 'pt-BR' });
    try {
      expect((await call('/api/settings.php')).body.language).toBe('en');
    } finally {
      await patchSettings({ domain_language: null });
    }
  });
});

describe('admin settings change', () => {
  it('is seen by the very next request, in the API and in the page', async () => {
    expect((await call('/')).text).toContain('Rendezvous');
    const changed = await patchSettings({ name: 'Rendezvous Test Site', index_title: 'Test title' });
    expect(changed.status).toBe(200);
    try {
      expect((await call('/api/settings.php')).body.name).toBe('Rendezvous Test Site');
      const page = await call('/likes');
      expect(page.text).toContain('<title>Test title</title>');
      expect(page.text).toContain('"name":"Rendezvous Test Site"');
    } finally {
      await patchSettings({ name: 'Rendezvous', index_title: 'Rendezvous – meet singles near you' });
    }
  });

  it('refuses a call without the admin token and keeps the settings', async () => {
    const before = (await call('/api/settings.php')).body;
    expectEnvelope(await patchSettings({ name: 'Hijacked' }, 'wrong-token'), 403, 'ADMIN.FORBIDDEN');
    expectEnvelope(await call('/api/admin/sites/localhost/settings', { method: 'PATCH', json: { name: 'Hijacked' } }), 403);
    expect((await call('/api/settings.php')).body).toEqual(before);
  });

  it.each([
    ['an unknown field', { name: 'X', is_admin: true }, 'is_admin'],
    ['a wrong type', { niche: 'seven' }, 'niche'],
    ['a value out of range', { niche: 9 }, 'niche'],
    ['a bad enum value', { signups: 'everyone' }, 'signups'],
  ])('answers %s with a 400 envelope naming the field, storing nothing', async (_case, body, field) => {
    const before = (await call('/api/settings.php')).body;
    const result = await patchSettings(body);
    expectEnvelope(result, 400, 'VALIDATION.FAILED');
    expect(Object.keys(result.body.errors)).toContain(field);
    expect((await call('/api/settings.php')).body).toEqual(before);
  });

  it('answers broken JSON with a 400 envelope', async () => {
    const result = await call('/api/admin/sites/localhost/settings', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${adminToken()}`, 'content-type': 'application/json' },
      body: '{"name": "x",',
    });
    expectEnvelope(result, 400, 'REQUEST.MALFORMED_BODY');
  });

  it('answers a body over 100 kB with a 413 envelope', async () => {
    const result = await patchSettings({ description: 'x'.repeat(200_000) });
    expectEnvelope(result, 413, 'REQUEST.BODY_TOO_LARGE');
  });

  it('answers an unknown site with a 404 envelope', async () => {
    const result = await call('/api/admin/sites/nope.example/settings', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${adminToken()}` },
      json: { name: 'X' },
    });
    expectEnvelope(result, 404, 'SITE.NOT_FOUND');
  });
});

describe('GET /api/companyinfo.php', () => {
  it('returns the company fields of spec section 3', async () => {
    const { status, body } = await call('/api/companyinfo.php');
    expect(status).toBe(200);
    for (const field of ['name', 'address', 'kvk', 'city', 'country', 'tradenames', 'vat_numbers', 'support_phone', 'delete_discount', 'added']) {
      expect(body).toHaveProperty(field);
    }
    expect(Number.isNaN(Date.parse(body.added))).toBe(false);
  });
});

describe('GET /api/interests.php', () => {
  it('returns the 50 interests of the spec, each with an icon id', async () => {
    const { body } = await call('/api/interests.php');
    expect(body).toHaveLength(50);
    expect(body[0]).toEqual({ id: 1, name: 'adventure', icon: 'adventure' });
    expect(body.find((i: { name: string }) => i.name === 'video games')).toMatchObject({ icon: 'video-games' });
    expect(new Set(body.map((i: { icon: string }) => i.icon)).size).toBe(50);
  });
});

describe('GET /api/regions.php', () => {
  it("names regions in each country's own word", async () => {
    const { body } = await call('/api/regions.php');
    expect(body.NL.region_type).toBe('province');
    expect(body.CH.region_type).toBe('canton');
    expect(body.DE.region_type).toBe('state');
    expect(body.PL.region_type).toBe('voivodeship');
    expect(body.NL.regions.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['North Holland', 'Utrecht', 'Groningen']));
    expect(body.NL.regions).toHaveLength(12);
    expect(body.DE.regions).toHaveLength(16);
    expect(body.CH.regions).toHaveLength(26);
  });

  it("gives every region its centre, inside its country's part of the map (the match finder's distances)", async () => {
    const { body } = await call('/api/regions.php');
    // Generous boxes around each country (the Canaries, Alaska and Hawaii, Åland and Svalbard's mainland neighbours included).
    const boxes: Record<string, [number, number, number, number]> = {
      AT: [46, 49.1, 9.4, 17.2],
      BE: [49.4, 51.6, 2.4, 6.5],
      CH: [45.7, 47.9, 5.9, 10.6],
      DE: [47.2, 55.1, 5.8, 15.1],
      DK: [54.5, 57.8, 8, 15.2],
      ES: [27.6, 43.9, -18.2, 4.4],
      FI: [59.7, 70.1, 19.4, 31.6],
      FR: [41.3, 51.2, -5.2, 9.6],
      GB: [49.8, 60.9, -8.7, 1.8],
      IE: [51.4, 55.4, -10.7, -5.9],
      IT: [36.6, 47.1, 6.6, 18.6],
      NL: [50.7, 53.6, 3.3, 7.3],
      NO: [57.9, 71.2, 4.6, 31.1],
      PL: [49, 54.9, 14.1, 24.2],
      SE: [55.3, 69.1, 10.9, 24.2],
      US: [18, 72, -180, -66],
    };
    for (const [country, { regions }] of Object.entries(body as Record<string, { regions: Array<{ code: string; name: string; lat: number; lon: number }> }>)) {
      const [minLat, maxLat, minLon, maxLon] = boxes[country];
      // France's overseas regions are France too, far from its box.
      for (const region of regions.filter((candidate) => !(country === 'FR' && candidate.code.startsWith('97')))) {
        expect({ country, region: region.name, inside: region.lat >= minLat && region.lat <= maxLat && region.lon >= minLon && region.lon <= maxLon }).toEqual({
          country,
          region: region.name,
          inside: true,
        });
      }
    }
    const utrecht = body.NL.regions.find((region: { name: string }) => region.name === 'Utrecht');
    expect(utrecht).toMatchObject({ lat: expect.closeTo(52.1, 0), lon: expect.closeTo(5.2, 0) });
  });

  it('lists the real first-level regions of every supported country, numeric codes included', async () => {
    const { body, headers } = await call('/api/regions.php');
    const counts = Object.fromEntries(
      Object.entries(body as Record<string, { regions: unknown[] }>).map(([country, { regions }]) => [country, regions.length]),
    );
    expect(counts).toEqual({ AT: 9, BE: 11, CH: 26, DE: 16, DK: 5, ES: 19, FI: 19, FR: 18, GB: 12, IE: 26, IT: 20, NL: 12, NO: 15, PL: 16, SE: 21, US: 51 });
    expect(body.AT.regions.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['Vienna', 'Tyrol', 'Styria']));
    expect(body.NO.regions.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['Oslo', 'Vestland', 'Innlandet']));
    expect(body.FI.region_type).toBe('region');
    expect(body.IT.regions.map((r: { name: string }) => r.name)).not.toContain('Metropolitan City of Milan');
    // Public reference data: browsers may keep it.
    expect(headers.get('cache-control')).toMatch(/public/);
  });
});

describe('GET /api/geocode.php', () => {
  it.each([
    [52.3676, 4.9041, 'NL', 'North Holland'],
    [48.1351, 11.582, 'DE', 'Bavaria'],
    [46.948, 7.4474, 'CH', 'Bern'],
    [59.3293, 18.0686, 'SE', 'Stockholm County'],
  ])('places %f,%f in %s, %s', async (lat, lon, country, region) => {
    const { status, body } = await call(`/api/geocode.php?lat=${lat}&lon=${lon}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ country, region });
    expect(typeof body.city).toBe('string');
  });

  it('answers false when it cannot tell (open sea)', async () => {
    const { status, body } = await call('/api/geocode.php?lat=0&lon=-30');
    expect(status).toBe(200);
    expect(body).toBe(false);
  });

  it.each([
    ['no coordinates', ''],
    ['text for a number', 'lat=abc&lon=4'],
    ['a latitude beyond 90', 'lat=91&lon=4'],
    ['an unknown parameter', 'lat=52&lon=4&admin=1'],
    ['an injection attempt', "lat=52'%20OR%201=1--&lon=4"],
  ])('answers %s with a 400 envelope', async (_case, query) => {
    expectEnvelope(await call(`/api/geocode.php?${query}`), 400, 'VALIDATION.FAILED');
  });
});
