import {
  MEMBERS_PATHS,
  type LikeAnswer,
  type MatchFinderResponse,
  type MemberCard,
  type MemberProfile,
  type MemberSearchResponse,
  type SwipeAnswer,
  type SwipeDeal,
  type User,
} from '@rendezvous/contracts';
import { contactCheckCall } from '@rendezvous/contracts/internal';
import { InternalClient } from '@rendezvous/nest-kit';
import { adminToken, call, expectEnvelope, queryServiceDb, signUpMember, waitForMemberProfile } from '@rendezvous/test-kit';
import { randomUUID } from 'node:crypto';

/** A region name no demo member has: searches for it see only this test's members. */
const uniqueRegion = () => `Testregion ${randomUUID().slice(0, 8)}`;

interface ProfileFixture {
  name?: string;
  gender?: 'male' | 'female';
  /** 'bi' unless told: bi members fit everyone, so tests about other rules need not mind orientation (issue 31) */
  sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi' | null;
  country?: string;
  region?: string;
  age?: number;
  status?: 'active' | 'disabled';
  invisible?: boolean;
  privacy?: boolean;
  minutesSinceSeen?: number;
}

let nextFixtureId = 9_000_000_000 + Math.floor(Math.random() * 1_000_000) * 100;

/**
 * A member's profile as members stores it, written straight into its database (a factory, not a flow
 * under test); born the day before their birthday `age` years ago.
 */
async function profile(fixture: ProfileFixture = {}, id = (nextFixtureId += 1)): Promise<number> {
  await queryServiceDb(
    'members',
    `INSERT INTO profiles (id, name, gender, sexuality, birth_date, country, region, city, status, invisible, privacy, last_seen_at)
     VALUES ($1, $2, $3, $11, (current_date - make_interval(years => $4, days => 1))::date, $5, $6, 'Testcity', $7, $8, $9,
             now() - make_interval(mins => $10))
     ON CONFLICT (id) DO UPDATE SET name = $2, gender = $3, sexuality = $11, birth_date = (current_date - make_interval(years => $4, days => 1))::date, country = $5, region = $6, status = $7,
       invisible = $8, privacy = $9, last_seen_at = now() - make_interval(mins => $10)`,
    [
      id,
      fixture.name ?? 'Fixture',
      fixture.gender ?? 'female',
      fixture.age ?? 30,
      fixture.country ?? 'NL',
      fixture.region ?? null,
      fixture.status ?? 'active',
      fixture.invisible ?? false,
      fixture.privacy ?? false,
      fixture.minutesSinceSeen ?? 1,
      fixture.sexuality === undefined ? 'bi' : fixture.sexuality,
    ],
  );
  return id;
}

/** A logged-in member whose profile is complete and listed. */
async function member(fixture: ProfileFixture = {}): Promise<{ id: number; cookie: string }> {
  const { id, cookie } = await signUpMember(fixture.name ?? 'Viewer');
  // Identity's profile.written event creates the profile; the fixture's fields go on top of it, not under.
  await waitForMemberProfile(id);
  await profile(fixture, id);
  return { id, cookie };
}

const search = (query: string, cookie?: string) => call<MemberSearchResponse>(`/api/members.php?${query}`, { headers: cookie ? { cookie } : {} });
const ids = (cards: MemberCard[]) => cards.map((card) => card.id);

describe('member search (GET /api/members.php)', () => {
  it('lists only listable members of the filters, most recently active first, with the exact count', async () => {
    const region = uniqueRegion();
    const recent = await profile({ region, minutesSinceSeen: 2 });
    const older = await profile({ region, minutesSinceSeen: 600 });
    const oldest = await profile({ region, minutesSinceSeen: 6_000 });
    await profile({ region, gender: 'male' });
    await profile({ region, age: 50 });
    await profile({ region, status: 'disabled' });
    await profile({ region, invisible: true });
    await profile({ region, privacy: true });
    const viewer = await member({ region });

    const { status, body } = await search(`gender=female&country=NL&countryregion=${encodeURIComponent(region)}&min_age=25&max_age=45`, viewer.cookie);
    expect(status).toBe(200);
    expect(ids(body.results)).toEqual([recent, older, oldest]);
    expect(body.numResults).toBe(3);
    expect(body.numResultsCapped).toBe(false);
    expect(body.results[0]).toMatchObject({ id: recent, age: 30, gender: 'female', country: 'NL', region, online: true });
    expect(body.results[1].online).toBe(false);
  });

  it('never lists members the viewer blocked or who blocked the viewer, nor the viewer', async () => {
    const region = uniqueRegion();
    const viewer = await member({ region });
    const blockedByViewer = await member({ region });
    const blockerOfViewer = await member({ region });
    const stranger = await profile({ region });
    expect((await call(`/api/members/${blockedByViewer.id}/block`, { method: 'POST', headers: { cookie: viewer.cookie } })).status).toBe(204);
    expect((await call(`/api/members/${viewer.id}/block`, { method: 'POST', headers: { cookie: blockerOfViewer.cookie } })).status).toBe(204);

    const seenByViewer = await search(`countryregion=${encodeURIComponent(region)}`, viewer.cookie);
    expect(ids(seenByViewer.body.results)).toEqual([stranger]);
    // Everyone else still sees all four.
    const seenByOther = await search(`countryregion=${encodeURIComponent(region)}`, (await member()).cookie);
    expect(ids(seenByOther.body.results).sort()).toEqual([viewer.id, blockedByViewer.id, blockerOfViewer.id, stranger].sort());
  });

  it('pages through results without repeating or skipping anyone', async () => {
    const region = uniqueRegion();
    const created: number[] = [];
    for (let minutes = 0; minutes < 30; minutes += 1) created.push(await profile({ region, minutesSinceSeen: minutes + 10 }));
    const first = await search(`countryregion=${encodeURIComponent(region)}&page=1`);
    const second = await search(`countryregion=${encodeURIComponent(region)}&page=2`);
    expect(first.body.results).toHaveLength(24);
    expect(second.body.results).toHaveLength(6);
    expect([...ids(first.body.results), ...ids(second.body.results)]).toEqual(created);
    expect(first.body.numResults).toBe(30);
    // Enough matched: no similar members on the first page.
    expect(first.body.similar).toEqual([]);
  });

  it('follows few results with similar members, marked apart and never repeating a result', async () => {
    const region = uniqueRegion();
    const only = await profile({ region, gender: 'male', country: 'IE' });
    const { body } = await search(`gender=male&country=IE&countryregion=${encodeURIComponent(region)}`);
    expect(ids(body.results)).toEqual([only]);
    expect(body.similar.length).toBeGreaterThan(0);
    expect(ids(body.similar)).not.toContain(only);
    for (const card of body.similar) expect(card.gender).toBe('male');
  });

  it('counts exactly up to 1,000 and says "more" beyond', async () => {
    const { body } = await search('');
    expect(body.numResults).toBeLessThanOrEqual(1_000);
    const [{ n }] = await queryServiceDb<{ n: number }>(
      'members',
      "SELECT count(*)::int AS n FROM profiles WHERE status = 'active' AND NOT invisible AND NOT privacy",
    );
    expect(body.numResultsCapped).toBe(n > 1_000);
    if (n <= 1_000) expect(body.numResults).toBe(n);
  });

  it('refuses filters outside the spec with a 400 envelope naming the field', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['min_age=17', 'min_age'],
      ['gender=robot', 'gender'],
      ['country=XX', 'country'],
      ['page=abc', 'page'],
    ]) {
      const result = await search(query);
      expectEnvelope(result, 400, 'VALIDATION.FAILED');
      expect(Object.keys(result.body.errors ?? {})).toContain(field);
    }
  });

  it('lets logged-out visitors search only while the site allows it', async () => {
    const admin = { authorization: `Bearer ${adminToken()}`, 'content-type': 'application/json' };
    const setLoggedOutSearch = (value: boolean) =>
      call('/api/admin/sites/localhost/settings', { method: 'PATCH', headers: admin, body: JSON.stringify({ logged_out_search: value }) });
    expect((await search('gender=female')).status).toBe(200);
    try {
      expect((await setLoggedOutSearch(false)).status).toBe(200);
      expectEnvelope(await search('gender=female'), 403, 'authentication_required');
      expect((await search('gender=female', (await member()).cookie)).status).toBe(200);
    } finally {
      await setLoggedOutSearch(true);
    }
  });

  it('hides a member who switches on privacy or invisible mode, and shows them again after', async () => {
    const region = uniqueRegion();
    const hiding = await member({ region });
    const listed = async () => ids((await search(`countryregion=${encodeURIComponent(region)}`)).body.results);
    expect(await listed()).toEqual([hiding.id]);
    for (const mode of [
      { invisible: true, privacy: false },
      { invisible: false, privacy: true },
    ]) {
      const changed = await call('/api/members/visibility', { method: 'PUT', headers: { cookie: hiding.cookie }, json: mode });
      expect(changed.body).toEqual(mode);
      expect(await listed()).toEqual([]);
    }
    await call('/api/members/visibility', { method: 'PUT', headers: { cookie: hiding.cookie }, json: { invisible: false, privacy: false } });
    expect(await listed()).toEqual([hiding.id]);
  });
});

// Issue 31: search and every default follow the member's gender and sexuality (contracts orientation.ts,
// docs/product-rules.md "Who fits whom"); no sexuality stated counts as hetero.
describe('who fits whom: search, swipe deck and match finder', () => {
  type Who = Pick<ProfileFixture, 'gender' | 'sexuality'>;
  const HETERO_WOMAN: Who = { gender: 'female', sexuality: 'hetero' };
  const LESBIAN_WOMAN: Who = { gender: 'female', sexuality: 'lesbian' };
  const BI_WOMAN: Who = { gender: 'female', sexuality: 'bi' };
  const UNSTATED_WOMAN: Who = { gender: 'female', sexuality: null };
  const GAY_MAN: Who = { gender: 'male', sexuality: 'gay' };
  const HETERO_MAN: Who = { gender: 'male', sexuality: 'hetero' };
  const BI_MAN: Who = { gender: 'male', sexuality: 'bi' };

  /** One of each orientation in a region of their own, the first seen most recently. */
  async function everyone(extra: ProfileFixture = {}) {
    const region = uniqueRegion();
    const kinds = { HETERO_WOMAN, LESBIAN_WOMAN, BI_WOMAN, UNSTATED_WOMAN, GAY_MAN, HETERO_MAN, BI_MAN };
    const created = {} as Record<keyof typeof kinds, number>;
    let minutes = 0;
    for (const [name, who] of Object.entries(kinds) as Array<[keyof typeof kinds, Who]>)
      created[name] = await profile({ region, ...extra, ...who, minutesSinceSeen: (minutes += 1) });
    return { region, ...created };
  }

  it('lists only members whose own orientation fits the searcher, whatever gender they ask for', async () => {
    const f = await everyone();
    const inRegion = (query: string, cookie?: string) =>
      search(`countryregion=${encodeURIComponent(f.region)}${query}`, cookie).then(({ body }) => ids(body.results));
    const heteroMan = await member(HETERO_MAN);
    const gayMan = await member(GAY_MAN);
    const lesbianWoman = await member(LESBIAN_WOMAN);
    const biWoman = await member(BI_WOMAN);
    const unstatedMan = await member({ gender: 'male', sexuality: null });

    // A hetero man sees women who are hetero or bi (or state nothing), never a lesbian.
    expect(await inRegion('&gender=female', heteroMan.cookie)).toEqual([f.HETERO_WOMAN, f.BI_WOMAN, f.UNSTATED_WOMAN]);
    expect(await inRegion('&gender=female', unstatedMan.cookie)).toEqual([f.HETERO_WOMAN, f.BI_WOMAN, f.UNSTATED_WOMAN]);
    // A gay man sees men who are gay or bi.
    expect(await inRegion('&gender=male', gayMan.cookie)).toEqual([f.GAY_MAN, f.BI_MAN]);
    // A lesbian sees women who are lesbian or bi.
    expect(await inRegion('&gender=female', lesbianWoman.cookie)).toEqual([f.LESBIAN_WOMAN, f.BI_WOMAN]);
    // Any gender: everyone who looks for someone of the searcher's gender.
    expect(await inRegion('', biWoman.cookie)).toEqual([f.LESBIAN_WOMAN, f.BI_WOMAN, f.HETERO_MAN, f.BI_MAN]);
    expect(await inRegion('', heteroMan.cookie)).toEqual([f.HETERO_WOMAN, f.BI_WOMAN, f.UNSTATED_WOMAN, f.GAY_MAN, f.BI_MAN]);
    // The count says the same as the cards.
    expect((await search(`countryregion=${encodeURIComponent(f.region)}&gender=male`, gayMan.cookie)).body.numResults).toBe(2);
    // A visitor is no one's match in particular: nobody is left out.
    expect((await inRegion('')).sort()).toEqual(
      Object.values(f)
        .filter((v) => typeof v === 'number')
        .sort(),
    );
  });

  it('never fills up with similar members who do not fit', async () => {
    const f = await everyone({ country: 'IE' });
    const gayMan = await member(GAY_MAN);
    const { body } = await search(`gender=male&country=IE&countryregion=${encodeURIComponent(f.region)}`, gayMan.cookie);
    expect(ids(body.results)).toEqual([f.GAY_MAN, f.BI_MAN]);
    const similar = ids(body.similar);
    expect(similar.length).toBeGreaterThan(0);
    const rows = await queryServiceDb<{ gender: string; sexuality: string | null }>('members', 'SELECT gender, sexuality FROM profiles WHERE id = ANY($1)', [
      similar,
    ]);
    for (const row of rows) expect(row).toEqual({ gender: 'male', sexuality: expect.stringMatching(/^(gay|bi)$/) });
  });

  it('deals the swipe deck of whom the member looks for, from members who look for them', async () => {
    // Seen "tomorrow": these come first in a deck (newest activity first), before anyone else's.
    const f = await everyone();
    await queryServiceDb('members', "UPDATE profiles SET last_seen_at = now() + interval '1 day' WHERE id = ANY($1)", [
      Object.values(f).filter((v) => typeof v === 'number'),
    ]);
    const dealt = async (who: Who) => {
      const player = await member(who);
      const deal = await call<SwipeDeal>('/api/members/swipe-cards', { headers: { cookie: player.cookie } });
      expect(deal.status).toBe(200);
      return ids(deal.body.cards);
    };
    const lesbianDeck = await dealt(LESBIAN_WOMAN);
    expect(lesbianDeck).toEqual(expect.arrayContaining([f.LESBIAN_WOMAN, f.BI_WOMAN]));
    for (const unfit of [f.HETERO_WOMAN, f.UNSTATED_WOMAN, f.GAY_MAN, f.HETERO_MAN, f.BI_MAN]) expect(lesbianDeck).not.toContain(unfit);
    const gayDeck = await dealt(GAY_MAN);
    expect(gayDeck).toEqual(expect.arrayContaining([f.GAY_MAN, f.BI_MAN]));
    for (const unfit of [f.HETERO_WOMAN, f.LESBIAN_WOMAN, f.BI_WOMAN, f.UNSTATED_WOMAN, f.HETERO_MAN]) expect(gayDeck).not.toContain(unfit);
    // Bi: both genders, of those who look for a woman.
    const biDeck = await dealt(BI_WOMAN);
    expect(biDeck).toEqual(expect.arrayContaining([f.LESBIAN_WOMAN, f.BI_WOMAN, f.HETERO_MAN, f.BI_MAN]));
    for (const unfit of [f.HETERO_WOMAN, f.UNSTATED_WOMAN, f.GAY_MAN]) expect(biDeck).not.toContain(unfit);
  });

  it('finds in the match finder only members whose own orientation fits', async () => {
    const age = 74;
    const f = await everyone({ age });
    const gayMan = await member({ ...GAY_MAN, region: 'Utrecht' });
    const found = await call<MatchFinderResponse>(`${MEMBERS_PATHS.matchFinder}?gender=male&min_age=${age}&max_age=${age}&country=NL`, {
      headers: { cookie: gayMan.cookie },
    });
    expect(found.status).toBe(200);
    const foundIds = found.body.results.map((result) => result.id);
    expect(foundIds).toEqual(expect.arrayContaining([f.GAY_MAN, f.BI_MAN]));
    expect(foundIds).not.toContain(f.HETERO_MAN);
  });

  it("gives the member's own sexuality in the user object, where the front end's defaults read it", async () => {
    const lesbianWoman = await member(LESBIAN_WOMAN);
    const user = await call<User>('/api/user.php', { headers: { cookie: lesbianWoman.cookie } });
    expect(user.body.profile).toMatchObject({ gender: 'female', sexuality: 'lesbian' });
  });
});

describe('a member profile (GET /api/members/{id})', () => {
  it('shows every profile field and clears the new-like flag of the member opened', async () => {
    const viewer = await member();
    const admirer = await member({ name: 'Admirer', sexuality: 'hetero' });
    expect((await call<LikeAnswer>(`/api/members/${viewer.id}/like`, { method: 'POST', headers: { cookie: admirer.cookie } })).status).toBe(200);
    const likesBefore = await call('/api/likes.php', { headers: { cookie: viewer.cookie } });
    expect(likesBefore.body.liked_by).toContainEqual({ id: admirer.id, like_new: true });

    const { status, body } = await call<MemberProfile>(`/api/members/${admirer.id}`, { headers: { cookie: viewer.cookie } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: admirer.id, name: 'Admirer', age: 30, sexuality: 'hetero', country: 'NL', liked: false, blocked: false, photo_count: 0 });
    for (const field of [
      'tattoos',
      'hair_colour',
      'eye_colour',
      'body_type',
      'relationship_status',
      'interests',
      'reason',
      'about_me',
      'last_seen',
      'online',
      'premium',
    ]) {
      expect(body).toHaveProperty(field);
    }
    const likesAfter = await call('/api/likes.php', { headers: { cookie: viewer.cookie } });
    expect(likesAfter.body.liked_by).toContainEqual({ id: admirer.id, like_new: false });
  });

  it('answers the 404 envelope for unknown, disabled and malformed ids, never a 500', async () => {
    const disabled = await profile({ status: 'disabled' });
    for (const id of ['999999999999', String(disabled), 'abc', '0', '-1', '1e3', '12345678901234567890']) {
      expectEnvelope(await call(`/api/members/${id}`), 404, 'MEMBER.NOT_FOUND');
    }
  });

  it("gives a blocked member the spec's message on the blocker's profile, and unblocking lifts it", async () => {
    const blocker = await member({ name: 'Blocker' });
    const blocked = await member();
    await call(`/api/members/${blocked.id}/block`, { method: 'POST', headers: { cookie: blocker.cookie } });
    const refused = await call(`/api/members/${blocker.id}`, { headers: { cookie: blocked.cookie } });
    expectEnvelope(refused, 403, 'MEMBER.BLOCKED_BY_MEMBER');
    expect(refused.body.message).toBe("You're blocked by Blocker. You do not have access to this page.");
    expectEnvelope(await call(`/api/members/${blocker.id}/like`, { method: 'POST', headers: { cookie: blocked.cookie } }), 403, 'MEMBER.BLOCKED_BY_MEMBER');

    const list = await call<MemberCard[]>('/api/members/blocked', { headers: { cookie: blocker.cookie } });
    expect(ids(list.body)).toEqual([blocked.id]);
    expect((await call(`/api/members/${blocker.id}`, { headers: { cookie: blocker.cookie } })).status).toBe(200);
    expect((await call(`/api/members/${blocked.id}/block`, { method: 'DELETE', headers: { cookie: blocker.cookie } })).status).toBe(204);
    expect((await call(`/api/members/${blocker.id}`, { headers: { cookie: blocked.cookie } })).status).toBe(200);
  });

  it('refuses blocking oneself or a member who does not exist', async () => {
    const viewer = await member();
    expectEnvelope(await call(`/api/members/${viewer.id}/block`, { method: 'POST', headers: { cookie: viewer.cookie } }), 400, 'MEMBER.NOT_YOURSELF');
    expectEnvelope(await call('/api/members/999999999999/block', { method: 'POST', headers: { cookie: viewer.cookie } }), 404, 'MEMBER.NOT_FOUND');
    expectEnvelope(await call(`/api/members/${viewer.id}/block`, { method: 'POST' }), 403, 'authentication_required');
  });
});

describe('likes and matches', () => {
  it('makes one match when both like each other at the same moment', async () => {
    for (let round = 0; round < 10; round += 1) {
      const [a, b] = await Promise.all([member(), member()]);
      const answers = await Promise.all([
        call<LikeAnswer>(`/api/members/${b.id}/like`, { method: 'POST', headers: { cookie: a.cookie } }),
        call<LikeAnswer>(`/api/members/${a.id}/like`, { method: 'POST', headers: { cookie: b.cookie } }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.filter((answer) => answer.body.match)).toHaveLength(1);
      const rows = await queryServiceDb('members', 'SELECT 1 FROM matches WHERE member_low = $1 AND member_high = $2', [
        Math.min(a.id, b.id),
        Math.max(a.id, b.id),
      ]);
      expect(rows).toHaveLength(1);
    }
  });

  it('does not match twice when a like is repeated, and unliking ends the match', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    expect((await call<LikeAnswer>(`/api/members/${b.id}/like`, { method: 'POST', headers: { cookie: a.cookie } })).body.match).toBe(false);
    expect((await call<LikeAnswer>(`/api/members/${a.id}/like`, { method: 'POST', headers: { cookie: b.cookie } })).body.match).toBe(true);
    expect((await call<LikeAnswer>(`/api/members/${a.id}/like`, { method: 'POST', headers: { cookie: b.cookie } })).body.match).toBe(false);
    expect((await call(`/api/members/${a.id}/like`, { method: 'DELETE', headers: { cookie: b.cookie } })).status).toBe(204);
    expect(await queryServiceDb('members', 'SELECT 1 FROM matches WHERE member_low = $1', [Math.min(a.id, b.id)])).toHaveLength(0);
  });

  it('keeps unsolicited likes from members in privacy mode, but lets through members they liked', async () => {
    const privateMember = await member({ privacy: true, name: 'Private' });
    const stranger = await member();
    const liked = await member();
    const refused = await call(`/api/members/${privateMember.id}/like`, { method: 'POST', headers: { cookie: stranger.cookie } });
    expectEnvelope(refused, 403, 'MEMBER.UNSOLICITED');
    expect((await call(`/api/members/${liked.id}/like`, { method: 'POST', headers: { cookie: privateMember.cookie } })).status).toBe(200);
    const back = await call<LikeAnswer>(`/api/members/${privateMember.id}/like`, { method: 'POST', headers: { cookie: liked.cookie } });
    expect(back.status).toBe(200);
    expect(back.body.match).toBe(true);
  });
});

describe('the contact check other services call (contactCheckCall)', () => {
  const { INTERNAL_TOKEN = '', MEMBERS_URL = '' } = JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}') as Record<string, string>;
  const client = new InternalClient({ urls: { members: MEMBERS_URL }, token: INTERNAL_TOKEN });

  it('tells chat about blocks both ways, protected members, whether they liked the sender, whether the sender is premium and both names', async () => {
    const sender = await member({ name: 'Sender' });
    const recipient = await member({ privacy: true, name: 'Recipient' });
    // Each profile's facts come at the version they were last published to chat with (kept on the row).
    const versions = new Map(
      (
        await queryServiceDb<{ id: string; contact_version: string }>('members', 'SELECT id, contact_version FROM profiles WHERE id = ANY($1)', [
          [sender.id, recipient.id],
        ])
      ).map((row) => [Number(row.id), Number(row.contact_version)]),
    );
    expect(versions.get(recipient.id)).toBeGreaterThan(0);
    expect(await client.call(contactCheckCall, { params: { from: sender.id, to: recipient.id } })).toEqual({
      exists: true,
      blockedByRecipient: false,
      blockedBySender: false,
      protectedRecipient: true,
      recipientLikedSender: false,
      recipientName: 'Recipient',
      senderPremium: false,
      senderName: 'Sender',
      // What chat keeps of the pair (its read model, ADR 0010): the profiles at their versions, the pairs
      // (which keep none) at 0.
      facts: {
        members: [
          { member_id: recipient.id, name: 'Recipient', active: true, protected: true, premium: false, version: versions.get(recipient.id) },
          { member_id: sender.id, name: 'Sender', active: true, protected: false, premium: false, version: versions.get(sender.id) },
        ],
        pairs: [
          { from_id: recipient.id, to_id: sender.id, fact: 'block', present: false, version: 0 },
          { from_id: sender.id, to_id: recipient.id, fact: 'block', present: false, version: 0 },
          { from_id: recipient.id, to_id: sender.id, fact: 'like', present: false, version: 0 },
        ],
      },
    });
    // Premium as members' read model has it (payments' member.premium event).
    await queryServiceDb('members', 'UPDATE profiles SET premium = true WHERE id = $1', [sender.id]);
    expect(await client.call(contactCheckCall, { params: { from: sender.id, to: recipient.id } })).toMatchObject({ senderPremium: true });
    await call(`/api/members/${sender.id}/block`, { method: 'POST', headers: { cookie: recipient.cookie } });
    expect(await client.call(contactCheckCall, { params: { from: sender.id, to: recipient.id } })).toMatchObject({ blockedByRecipient: true });
    expect(await client.call(contactCheckCall, { params: { from: sender.id, to: 999_999_999_999 } })).toMatchObject({ exists: false });
  });
});

describe('the swipe game', () => {
  it('allows 4 likes in 24 hours even when 10 arrive at once, and says when the next is possible', async () => {
    const player = await member();
    const targets = await Promise.all(Array.from({ length: 10 }, () => profile()));
    const answers = await Promise.all(
      targets.map((id) => call<SwipeAnswer>(`/api/members/${id}/swipe`, { method: 'POST', headers: { cookie: player.cookie }, json: { like: true } })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(6);
    expectEnvelope(refused[0], 429, 'MEMBER.SWIPE_LIMIT');
    expect(refused[0].body.message).toMatch(/^You have used your 4 likes of the swipe game for today\. Your next like is possible at \d\d:\d\d UTC\.$/);
    const likes = await queryServiceDb<{ n: number }>('members', 'SELECT count(*)::int AS n FROM likes WHERE liker_id = $1', [player.id]);
    expect(likes[0].n).toBe(4);

    // Passing is never limited; the deal says how long until the next like.
    expect(
      (await call<SwipeAnswer>(`/api/members/${await profile()}/swipe`, { method: 'POST', headers: { cookie: player.cookie }, json: { like: false } })).status,
    ).toBe(200);
    const deal = await call<SwipeDeal>('/api/members/swipe-cards', { headers: { cookie: player.cookie } });
    expect(deal.body.likesLeft).toBe(0);
    expect(new Date(deal.body.nextLikeAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });

  it('deals only listable members one has neither swiped, liked nor blocked', async () => {
    const player = await member();
    const deal = async () => ids((await call<SwipeDeal>('/api/members/swipe-cards?gender=female', { headers: { cookie: player.cookie } })).body.cards);
    const first = await deal();
    expect(first.length).toBeGreaterThan(2);
    expect(first).not.toContain(player.id);
    const [passed, liked, blocked] = first;
    await call(`/api/members/${passed}/swipe`, { method: 'POST', headers: { cookie: player.cookie }, json: { like: false } });
    await call(`/api/members/${liked}/like`, { method: 'POST', headers: { cookie: player.cookie } });
    await call(`/api/members/${blocked}/block`, { method: 'POST', headers: { cookie: player.cookie } });
    const next = await deal();
    for (const gone of [passed, liked, blocked]) expect(next).not.toContain(gone);
    const invisible = await profile({ invisible: true, minutesSinceSeen: 0 });
    expect(await deal()).not.toContain(invisible);
  });

  it('refuses a swipe on a member who does not exist, and a body that is not a swipe', async () => {
    const player = await member();
    expectEnvelope(
      await call('/api/members/999999999999/swipe', { method: 'POST', headers: { cookie: player.cookie }, json: { like: false } }),
      404,
      'MEMBER.NOT_FOUND',
    );
    expectEnvelope(
      await call(`/api/members/${await profile()}/swipe`, { method: 'POST', headers: { cookie: player.cookie }, json: { like: 'yes' } }),
      400,
      'VALIDATION.FAILED',
    );
  });
});
