import { AUTO_LIKE_PATH, AUTO_LIKES_PER_DAY, CONVERSATION_PATHS, MEMBERS_PATHS, type LikesResponse, type UserProfile } from '@rendezvous/contracts';
import { call, expectMemberOnly, linkIn, mailsTo, queryServiceDb, signUpMember, waitForMemberProfile } from '@rendezvous/test-kit';

/** A signed-up member whose account is activated (identity mails only active accounts) and whose profile is listed. */
async function activeMember(name: string, profile: { gender?: string; sexuality?: string } = {}): Promise<{ id: number; email: string; cookie: string }> {
  const signedUp = await signUpMember(name);
  await waitForMemberProfile(signedUp.id);
  await queryServiceDb('identity', `UPDATE accounts SET status = 'active' WHERE id = $1`, [signedUp.id]);
  await queryServiceDb('members', `UPDATE profiles SET status = 'active', gender = $2, sexuality = $3 WHERE id = $1`, [
    signedUp.id,
    profile.gender ?? 'female',
    profile.sexuality ?? 'hetero',
  ]);
  return signedUp;
}

async function waitFor<T>(what: string, read: () => Promise<T | null>, timeoutMs = 8_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe('auto-like.php', () => {
  it('lets a fictional profile of the gender the member looks for like them, with a match photo, at most twice a day', async () => {
    const member = await activeMember('Auto Liked', { gender: 'female', sexuality: 'hetero' });
    const answers: UserProfile[] = [];
    for (let round = 0; round < AUTO_LIKES_PER_DAY; round += 1) {
      const answer = await call<UserProfile>(AUTO_LIKE_PATH, { headers: { cookie: member.cookie } });
      expect(answer.status).toBe(200);
      answers.push(answer.body);
    }
    expect(new Set(answers.map((profile) => profile.id)).size).toBe(AUTO_LIKES_PER_DAY);
    for (const profile of answers) {
      expect(profile).toMatchObject({ gender: 'male', main_image: { status: 'active', match: expect.stringMatching(/^\/photos\/\d+\//) } });
      const [row] = await queryServiceDb<{ fictional: boolean }>('members', 'SELECT fictional FROM profiles WHERE id = $1', [profile.id]);
      expect(row.fictional).toBe(true);
    }
    // The likes reload shows them as new likes.
    const likes = (await call<LikesResponse>(CONVERSATION_PATHS.likes, { headers: { cookie: member.cookie } })).body;
    for (const profile of answers) expect(likes.liked_by).toContainEqual({ id: profile.id, like_new: true });
    // The day's auto-likes are given.
    expect((await call(AUTO_LIKE_PATH, { headers: { cookie: member.cookie } })).status).toBe(204);
  });

  it('gives nothing to a member in privacy mode, and is for members only', async () => {
    const member = await activeMember('Private Person');
    await call(MEMBERS_PATHS.visibility, { method: 'PUT', headers: { cookie: member.cookie }, json: { invisible: false, privacy: true } });
    expect((await call(AUTO_LIKE_PATH, { headers: { cookie: member.cookie } })).status).toBe(204);
    await expectMemberOnly(AUTO_LIKE_PATH, member.id);
  });
});

describe('like mails', () => {
  it('tells the liked member once about a burst of likes, naming the likers, with a link that shows the like modal', async () => {
    const liked = await activeMember('Popular Pia');
    const first = await activeMember('Tom', { gender: 'male' });
    const second = await activeMember('Jan', { gender: 'male' });
    // A burst: both at once. A round mails all of a member's untold likes once the oldest is due, so a
    // round falling between the two likes no longer splits them; only a second like stored after the
    // first was already due (500 ms here) would rightly be a second mail.
    const answers = await Promise.all(
      [first, second].map((liker) => call(MEMBERS_PATHS.like(liked.id), { method: 'POST', headers: { cookie: liker.cookie } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const mail = await waitFor('a like mail', async () => (await mailsTo(liked.email)).find((candidate) => candidate.subject.includes('new likes')) ?? null);
    expect(mail.text).toMatch(/(Jan and Tom|Tom and Jan) liked you\./);
    expect(linkIn(mail, '/members').search).toBe('?t=3');
    // One mail for the burst, and none for the likes already told.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await mailsTo(liked.email)).filter((candidate) => candidate.subject.includes('new likes'))).toHaveLength(1);
  });

  it('mails nobody who switched like notifications off', async () => {
    const quiet = await activeMember('Quiet Quinn');
    const saved = await call('/api/account/notifications', {
      method: 'PUT',
      headers: { cookie: quiet.cookie },
      json: { messages: true, likes: false, matches: false, newsletter: false },
    });
    expect(saved.status).toBe(200);
    const liker = await activeMember('Eager Eli', { gender: 'male' });
    await call(MEMBERS_PATHS.like(quiet.id), { method: 'POST', headers: { cookie: liker.cookie } });
    // The round has run (the like is marked as told) and no mail went.
    await waitFor('the like marked as handled', async () => {
      const [row] = await queryServiceDb<{ mailed_at: Date | null }>('members', 'SELECT mailed_at FROM likes WHERE liker_id = $1 AND liked_id = $2', [
        liker.id,
        quiet.id,
      ]);
      return row?.mailed_at ? row : null;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await mailsTo(quiet.email)).filter((candidate) => candidate.subject.includes('new likes'))).toHaveLength(0);
  });
});
