import type { MemberTeaserResponse } from '@rendezvous/contracts';
import { call, expectEnvelope, queryServiceDb } from '@rendezvous/test-kit';
import { randomUUID } from 'node:crypto';

// GET /api/members/teaser.php (issue 12): the members a logged-out visitor may see on the home and the
// landers. Only listable members with an active main photo, and of them only name, age, place and photo.

let nextId = 9_100_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
// A country no other test or demo member uses, and activity "in the future": these fixtures come first.
const COUNTRY = 'IS';

async function teaserMember(fixture: {
  gender?: 'male' | 'female';
  sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi' | null;
  country?: string;
  status?: string;
  invisible?: boolean;
  privacy?: boolean;
  photo?: 'active' | 'being_inspected' | null;
  minutesAhead: number;
}): Promise<number> {
  const id = (nextId += 1);
  await queryServiceDb(
    'members',
    `INSERT INTO profiles (id, name, gender, sexuality, birth_date, country, region, city, status, invisible, privacy, last_seen_at, about_me)
     VALUES ($1, $2, $3, $9, (current_date - interval '31 years' - interval '1 day')::date, $4, 'Reykjavík', 'Secret street 1', $5, $6, $7,
             now() + make_interval(mins => $8), 'private words')`,
    [
      id,
      `Teaser ${id}`,
      fixture.gender ?? 'female',
      fixture.country ?? COUNTRY,
      fixture.status ?? 'active',
      fixture.invisible ?? false,
      fixture.privacy ?? false,
      fixture.minutesAhead,
      fixture.sexuality === undefined ? 'hetero' : fixture.sexuality,
    ],
  );
  if (fixture.photo !== null) {
    const name = randomUUID();
    await queryServiceDb(
      'members',
      `INSERT INTO photos (profile_id, filename, thumb_filename, match_filename, blurred_filename, status, is_main) VALUES ($1, $2, $3, $4, $5, $6, true)`,
      [id, `${id}/${name}.jpg`, `${id}/${name}-t.jpg`, `${id}/${name}-m.jpg`, `${id}/${name}-b.jpg`, fixture.photo ?? 'active'],
    );
  }
  return id;
}

const teaser = (query: string, headers: Record<string, string> = {}) => call<MemberTeaserResponse>(`/api/members/teaser.php?${query}`, { headers });

describe('GET /api/members/teaser.php', () => {
  let shown: { woman: number; man: number; older: number };
  let hidden: number[];

  beforeAll(async () => {
    shown = {
      woman: await teaserMember({ minutesAhead: 300 }),
      man: await teaserMember({ gender: 'male', minutesAhead: 200 }),
      older: await teaserMember({ minutesAhead: 100 }),
    };
    hidden = [
      await teaserMember({ status: 'disabled', minutesAhead: 400 }),
      await teaserMember({ invisible: true, minutesAhead: 400 }),
      await teaserMember({ privacy: true, minutesAhead: 400 }),
      await teaserMember({ photo: 'being_inspected', minutesAhead: 400 }),
      await teaserMember({ photo: null, minutesAhead: 400 }),
    ];
  });

  it('lists listable members with an active photo, most recently active first, of both genders unless one is asked for', async () => {
    const both = await teaser(`country=${COUNTRY}&count=3`);
    expect(both.status).toBe(200);
    expect(both.body.members.map((m) => m.id)).toEqual([shown.woman, shown.man, shown.older]);
    const women = await teaser(`country=${COUNTRY}&gender=female&count=2`);
    expect(women.body.members.map((m) => m.id)).toEqual([shown.woman, shown.older]);
  });

  it('never lists disabled, invisible or private members, nor members without an inspected main photo', async () => {
    const { body } = await teaser(`country=${COUNTRY}&count=24`);
    for (const id of hidden) expect(body.members.map((m) => m.id)).not.toContain(id);
  });

  it('gives only name, age, country, region, the fictional mark and the main photo: nothing private leaks', async () => {
    const { body, headers } = await teaser(`country=${COUNTRY}&count=1`);
    const [member] = body.members;
    expect(Object.keys(member).sort()).toEqual(['age', 'country', 'fictional', 'id', 'main_image', 'name', 'region']);
    expect(Object.keys(member.main_image).sort()).toEqual(['filename', 'thumb_filename']);
    expect(member).toMatchObject({ age: 31, country: COUNTRY, region: 'Reykjavík', fictional: false });
    const raw = JSON.stringify(body);
    for (const secret of ['Secret street', 'private words', '-b.jpg', '-m.jpg', 'last_seen', 'online', 'email']) expect(raw).not.toContain(secret);
    expect(headers.get('cache-control')).toBe('public, max-age=60');
  });

  it("is the same for a logged-in member and a visitor: it depends on nobody's session", async () => {
    const anonymous = await teaser(`country=${COUNTRY}&count=3`);
    const withCookie = await teaser(`country=${COUNTRY}&count=3`, { cookie: 'rdv_session=not-a-session' });
    expect(withCookie.body).toEqual(anonymous.body);
  });

  // Issue 31: the landers ask with ?seeking= (the logged-in member's own gender), and get only members
  // whose own orientation fits them; no sexuality stated counts as hetero (docs/product-rules.md).
  it('with ?seeking=, lists only members who look for someone of that gender', async () => {
    const country = 'LU'; // no demo member lives there: only these fixtures answer
    const fixtures = {
      heteroWoman: await teaserMember({ country, sexuality: 'hetero', minutesAhead: 50 }),
      lesbianWoman: await teaserMember({ country, sexuality: 'lesbian', minutesAhead: 49 }),
      biWoman: await teaserMember({ country, sexuality: 'bi', minutesAhead: 48 }),
      unstatedWoman: await teaserMember({ country, sexuality: null, minutesAhead: 47 }),
      gayMan: await teaserMember({ country, gender: 'male', sexuality: 'gay', minutesAhead: 46 }),
      heteroMan: await teaserMember({ country, gender: 'male', sexuality: 'hetero', minutesAhead: 45 }),
    };
    const listed = async (query: string) => (await teaser(`country=${country}&count=24&${query}`)).body.members.map((m) => m.id);
    expect(await listed('gender=female&seeking=female')).toEqual([fixtures.lesbianWoman, fixtures.biWoman]);
    expect(await listed('gender=female&seeking=male')).toEqual([fixtures.heteroWoman, fixtures.biWoman, fixtures.unstatedWoman]);
    expect(await listed('gender=male&seeking=male')).toEqual([fixtures.gayMan]);
    // A bi member asks for both genders: whoever of either looks for their gender.
    expect(await listed('seeking=female')).toEqual([fixtures.lesbianWoman, fixtures.biWoman, fixtures.heteroMan]);
    // Without it (a visitor) nobody is left out.
    expect(await listed('')).toEqual(Object.values(fixtures));
  });

  it.each([
    ['count=0', 'count'],
    ['count=25', 'count'],
    ['count=ten', 'count'],
    ['gender=other', 'gender'],
    ['country=nl', 'country'],
    ['seeking=everyone', 'seeking'],
  ])('refuses %s in the envelope, naming the field', async (query, field) => {
    const refused = await teaser(query);
    expectEnvelope(refused, 400);
    expect(Object.keys((refused.body as unknown as { errors: Record<string, string[]> }).errors)).toEqual([field]);
  });

  it('gives one member by ?id= for a member lander, with the same fields, and the 404 page for anyone the teaser would not list', async () => {
    const { status, body } = await teaser(`id=${shown.man}`);
    expect(status).toBe(200);
    expect(body.members).toHaveLength(1);
    expect(Object.keys(body.members[0]).sort()).toEqual(['age', 'country', 'fictional', 'id', 'main_image', 'name', 'region']);
    expect(body.members[0]).toMatchObject({ id: shown.man, name: `Teaser ${shown.man}` });
    for (const id of [...hidden, 9_099_999_999, 'abc', '0', '-1', '99999999999999999999']) expectEnvelope(await teaser(`id=${id}`), 404, 'MEMBERS.NOT_FOUND');
  });
});
