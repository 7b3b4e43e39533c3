import { bootServiceAgain, call, queryServiceDb } from '@rendezvous/test-kit';

describe('members service', () => {
  it('is healthy with its own database through the gateway', async () => {
    const { body } = await call('/api/health');
    expect(body.services.members).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('seeds 300 adult demo members spread over the supported countries', async () => {
    const [stats] = await queryServiceDb<{ n: string; countries: string; youngest: number }>(
      'members',
      "SELECT count(*) AS n, count(DISTINCT country) AS countries, min(date_part('year', age(birth_date)))::int AS youngest FROM profiles WHERE id <= 300",
    );
    expect(Number(stats.n)).toBe(300);
    expect(Number(stats.countries)).toBe(16);
    expect(stats.youngest).toBeGreaterThanOrEqual(18);
  });

  it('serves each demo member a generated profile photo through the gateway', async () => {
    const [photo] = await queryServiceDb<{ filename: string; thumb_filename: string }>(
      'members',
      'SELECT filename, thumb_filename FROM photos WHERE profile_id = 7 AND is_main',
    );
    for (const file of [photo.filename, photo.thumb_filename]) {
      const result = await call(`/photos/${file}`);
      expect(result.status).toBe(200);
      expect(result.headers.get('content-type')).toMatch(/image\/svg\+xml/);
      expect(result.text).toContain('<svg');
    }
  });

  it('keeps its data and photos as they are on a second boot', async () => {
    const snapshot = () => queryServiceDb('members', 'SELECT md5(string_agg(p::text, \'|\' ORDER BY p.id)) AS h FROM profiles p');
    const before = await snapshot();
    await bootServiceAgain('members');
    expect(await snapshot()).toEqual(before);
  });
});
