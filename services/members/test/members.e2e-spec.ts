import { DEMO_BADGE_COUNTS, DEMO_PASSWORD, demoEmailOf, FREE_DEMO_ACCOUNT_ID, PREMIUM_DEMO_ACCOUNT_ID } from '@rendezvous/demo-data';
import { bootServiceAgain, call, expectMemberOnly, logIn, queryServiceDb, spoofedMemberHeaders } from '@rendezvous/test-kit';

interface Likes {
  likes: number[];
  liked_by: { id: number; like_new: boolean }[];
  profiles: { id: number; name: string; main_image: unknown }[];
}

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

  it('keeps its data, photos and likes as they are on a second boot', async () => {
    const snapshot = () =>
      queryServiceDb(
        'members',
        `SELECT (SELECT md5(string_agg(p::text, '|' ORDER BY p.id)) FROM profiles p) AS profiles,
                -- mailed_at is the like mails' own (a round may mark an earlier test's like at any time), not the boot's
                (SELECT md5(string_agg(concat_ws(',', l.liker_id, l.liked_id, l.created_at, l.seen_at, l.auto), '|' ORDER BY l.liker_id, l.liked_id)) FROM likes l) AS likes,
                (SELECT count(*) FROM likes) AS like_count`,
      );
    const before = await snapshot();
    await bootServiceAgain('members');
    expect(await snapshot()).toEqual(before);
  });

  it('answers likes.php without a session with the spec 403 authentication_required, not a 500', async () => {
    await expectMemberOnly('/api/likes.php', PREMIUM_DEMO_ACCOUNT_ID);
  });

  it('shows the premium demo account its seeded likes, new ones flagged, with each profile once', async () => {
    const cookie = await logIn('premium@demo.test', DEMO_PASSWORD);
    const result = await call<Likes>('/api/likes.php', { headers: { cookie } });
    expect(result.status).toBe(200);
    const { likes, liked_by, profiles } = result.body;
    const expected = DEMO_BADGE_COUNTS[PREMIUM_DEMO_ACCOUNT_ID];
    expect(likes).toHaveLength(expected.likes);
    expect(liked_by).toHaveLength(expected.likedBy);
    expect(liked_by.filter((like) => like.like_new)).toHaveLength(expected.newLikes);
    // newest first: the new likes are the latest ones
    expect(liked_by.map((like) => like.like_new)).toEqual([true, true, true, false, false]);
    const ids = new Set([...likes, ...liked_by.map((like) => like.id)]);
    expect(profiles.map((profile) => profile.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.has(PREMIUM_DEMO_ACCOUNT_ID)).toBe(false);
    expect(profiles[0]).toMatchObject({ name: expect.any(String), status: 'active', main_image: { status: 'active' } });
  });

  it('never lets a session speak for another member, whatever headers the browser adds', async () => {
    const cookie = await logIn('free@demo.test', DEMO_PASSWORD);
    const result = await call<Likes>('/api/likes.php', { headers: { cookie, ...spoofedMemberHeaders(PREMIUM_DEMO_ACCOUNT_ID) } });
    expect(result.status).toBe(200);
    const expected = DEMO_BADGE_COUNTS[FREE_DEMO_ACCOUNT_ID];
    expect(result.body.liked_by.filter((like) => like.like_new)).toHaveLength(expected.newLikes);
    expect(result.body.likes).toHaveLength(expected.likes);
  });

  it('lists likes newest first, a like seen once opened, and leaves disabled profiles out', async () => {
    // Demo member 281 starts without likes; 282..285 are the others, 285 gets disabled.
    const me = 281;
    await queryServiceDb(
      'members',
      `INSERT INTO likes (liker_id, liked_id, created_at, seen_at) VALUES
         (282, $1, now() - interval '3 hours', now() - interval '1 hour'),
         (283, $1, now() - interval '1 hour', NULL),
         ($1, 282, now() - interval '2 hours', NULL),
         ($1, 284, now() - interval '5 hours', NULL),
         (285, $1, now() - interval '10 minutes', NULL),
         ($1, 285, now() - interval '10 minutes', NULL)`,
      [me],
    );
    await queryServiceDb('members', "UPDATE profiles SET status = 'disabled' WHERE id = 285");
    await queryServiceDb('members', "UPDATE photos SET status = 'being_inspected' WHERE profile_id = 284 AND is_main");
    const result = await call<Likes>('/api/likes.php', { headers: { cookie: await logIn(demoEmailOf(me), DEMO_PASSWORD) } });
    expect(result.status).toBe(200);
    expect(result.body.likes).toEqual([282, 284]);
    expect(result.body.liked_by).toEqual([
      { id: 283, like_new: true },
      { id: 282, like_new: false },
    ]);
    expect(result.body.profiles.map((profile) => profile.id)).toEqual([283, 282, 284]);
    // A picture still being inspected is not shown to others.
    expect(result.body.profiles.find((profile) => profile.id === 284)?.main_image).toBeNull();
  });
});
