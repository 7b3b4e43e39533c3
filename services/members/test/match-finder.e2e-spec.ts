import { MEMBERS_PATHS, type MatchFinderResponse } from '@rendezvous/contracts';
import { call, expectEnvelope, expectMemberOnly, queryServiceDb, signUpMember, waitForMemberProfile } from '@rendezvous/test-kit';

let nextId = 9_100_000_000 + Math.floor(Math.random() * 1_000_000) * 100;

/** A listed member written straight into members' database (a factory, not a flow under test). */
async function fixture(
  region: string,
  interests: number[],
  extra: { privacy?: boolean; gender?: string; age?: number } = {},
  id = (nextId += 1),
): Promise<number> {
  await queryServiceDb(
    'members',
    `INSERT INTO profiles (id, name, gender, sexuality, birth_date, country, region, city, status, interests, privacy)
     VALUES ($1::bigint, $7, $2, 'hetero', (current_date - make_interval(years => $3, days => 1))::date, 'NL', $4, 'Somewhere', 'active', $5, $6)
     ON CONFLICT (id) DO UPDATE SET gender = $2, birth_date = (current_date - make_interval(years => $3, days => 1))::date, country = 'NL', region = $4, status = 'active', interests = $5, privacy = $6`,
    [id, extra.gender ?? 'female', extra.age ?? 33, region, interests, extra.privacy ?? false, `Finder ${id}`],
  );
  return id;
}

describe('match finder', () => {
  it('ranks by shared interests and distance between regions, leaving out hidden, blocked, liked members and oneself', async () => {
    const me = await signUpMember('Finder');
    await waitForMemberProfile(me.id);
    // Interests nobody else in the demo data has: 44 tea, 45 theater, 49 video games, 50 wine are common, so a narrow age band isolates the fixtures.
    // A hetero man looking for women: the women below (hetero) look for him (issue 31: who fits whom).
    await fixture('Utrecht', [1], { gender: 'male' }, me.id);
    const age = 71;
    const nearAndAlike = await fixture('Utrecht', [44, 45, 49], { age });
    const farAndAlike = await fixture('Groningen', [44, 45, 49], { age });
    const nearOneShared = await fixture('Utrecht', [44, 3], { age });
    const nearNothingShared = await fixture('Utrecht', [3, 4], { age });
    const hidden = await fixture('Utrecht', [44, 45, 49], { age, privacy: true });
    const blocker = await fixture('Utrecht', [44, 45, 49], { age });
    const liked = await fixture('Utrecht', [44, 45, 49], { age });
    await queryServiceDb('members', 'INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blocker, me.id]);
    await queryServiceDb('members', 'INSERT INTO likes (liker_id, liked_id) VALUES ($1, $2)', [me.id, liked]);

    const found = await call<MatchFinderResponse>(
      `${MEMBERS_PATHS.matchFinder}?gender=female&min_age=${age}&max_age=${age}&country=NL&countryregion=Utrecht&interests=44,45,49`,
      {
        headers: { cookie: me.cookie },
      },
    );
    expect(found.status).toBe(200);
    const ids = found.body.results.map((result) => result.id);
    expect(ids).toEqual(expect.arrayContaining([nearAndAlike, farAndAlike, nearOneShared, nearNothingShared]));
    for (const excluded of [hidden, blocker, liked, me.id]) expect(ids).not.toContain(excluded);
    const order = [nearAndAlike, farAndAlike, nearOneShared, nearNothingShared].map((id) => ids.indexOf(id));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const byId = new Map(found.body.results.map((result) => [result.id, result]));
    expect(byId.get(nearAndAlike)).toMatchObject({ shared_interests: [44, 45, 49], distance_km: 0, age });
    // Utrecht to Groningen, centre to centre: about 150 km.
    expect(byId.get(farAndAlike)?.distance_km).toBeGreaterThan(100);
    expect(byId.get(farAndAlike)?.distance_km).toBeLessThan(200);
    expect(byId.get(nearNothingShared)).toMatchObject({ shared_interests: [] });
  });

  it('refuses answers that are none in the envelope, and is for members only', async () => {
    const me = await signUpMember('Finder Two');
    for (const query of ['interests=abc', 'interests=0', 'interests=51', 'min_age=12', 'gender=other', 'country=XX']) {
      expectEnvelope(await call(`${MEMBERS_PATHS.matchFinder}?${query}`, { headers: { cookie: me.cookie } }), 400);
    }
    await expectMemberOnly(MEMBERS_PATHS.matchFinder, me.id);
  });
});
