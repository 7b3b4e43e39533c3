import { CONSENT_REQUIRED_MESSAGE, MEMBERS_ERROR_CODES, MEMBERS_PATHS, type OwnProfile } from '@rendezvous/contracts';
import { call, expectEnvelope, expectMemberOnly, queryServiceDb, signUpMember, waitForMemberProfile } from '@rendezvous/test-kit';

async function member(name: string): Promise<{ id: number; cookie: string }> {
  const signedUp = await signUpMember(name);
  await waitForMemberProfile(signedUp.id);
  // These tests start from a profile without a sexuality and without consent.
  await queryServiceDb('members', `UPDATE profiles SET status = 'active', sexuality = NULL, interests = '{}' WHERE id = $1`, [signedUp.id]);
  return signedUp;
}

const update = (cookie: string, json: unknown) => call<OwnProfile>(MEMBERS_PATHS.ownProfile, { method: 'PUT', headers: { cookie }, json });

describe('own profile (/profile)', () => {
  it('reads and changes every field; only sent fields change, null and empty texts clear one; others see the change', async () => {
    const { id, cookie } = await member('Editor');
    const before = (await call<OwnProfile>(MEMBERS_PATHS.ownProfile, { headers: { cookie } })).body;
    expect(before).toMatchObject({ id, name: 'Editor', photos: [], photo_limit: 3, premium: false, special_category_consent_at: null });

    const changed = await update(cookie, {
      tattoos: 'a_few',
      hair_colour: 'red',
      eye_colour: 'green',
      body_type: 'athletic',
      relationship_status: 'single',
      reason: 'Looking for someone to hike with',
      about_me: '  I love mountains.  ',
      interests: [1, 19, 47],
      country: 'DE',
      region: 'Bavaria',
      city: 'Munich',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      tattoos: 'a_few',
      hair_colour: 'red',
      about_me: 'I love mountains.',
      interests: [1, 19, 47],
      country: 'DE',
      region: 'Bavaria',
      city: 'Munich',
      gender: before.gender,
    });

    const cleared = await update(cookie, { about_me: '', hair_colour: null });
    expect(cleared.body).toMatchObject({ about_me: null, hair_colour: null, eye_colour: 'green', city: 'Munich' });

    const viewer = await member('Reader');
    const seen = await call(`/api/members/${id}`, { headers: { cookie: viewer.cookie } });
    expect(seen.body).toMatchObject({ eye_colour: 'green', region: 'Bavaria', interests: [1, 19, 47], about_me: null });
  });

  it('refuses values outside the spec value sets and unknown fields in the envelope, and changes nothing', async () => {
    const { cookie } = await member('Strict');
    for (const body of [
      { hair_colour: 'purple' },
      { interests: [0] },
      { interests: [51] },
      { interests: [3, 3] },
      { country: 'XX' },
      { about_me: 'x'.repeat(2001) },
      { name: 'New name' },
      { gender: null },
    ]) {
      const refused = await update(cookie, body);
      expectEnvelope(refused, 400);
    }
    const after = (await call<OwnProfile>(MEMBERS_PATHS.ownProfile, { headers: { cookie } })).body;
    expect(after).toMatchObject({ hair_colour: null, interests: [], about_me: null });
  });

  it('stores sexuality and sex-related interests only with explicit consent, which the member can withdraw: the data goes with it', async () => {
    const { id, cookie } = await member('Consenting');
    for (const body of [{ sexuality: 'bi' }, { interests: [1, 38] }]) {
      const refused = await update(cookie, body);
      expectEnvelope(refused, 422, MEMBERS_ERROR_CODES.consentRequired);
      expect(refused.body.message).toBe(CONSENT_REQUIRED_MESSAGE);
    }
    // Interests that are not about sex need no consent.
    expect((await update(cookie, { interests: [1, 26] })).body.interests).toEqual([1, 26]);

    const given = await update(cookie, { sexuality: 'bi', interests: [1, 26, 38], special_category_consent: true });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ sexuality: 'bi', interests: [1, 26, 38] });
    const consentAt = Date.parse(given.body.special_category_consent_at ?? '');
    expect(Date.now() - consentAt).toBeLessThan(60_000);
    // Recorded once: later changes need no new tick, and keep the first time.
    const later = await update(cookie, { sexuality: 'gay', interests: [1, 26, 38, 39] });
    expect(later.body).toMatchObject({ sexuality: 'gay', special_category_consent_at: given.body.special_category_consent_at });

    const withdrawn = await call<OwnProfile>(MEMBERS_PATHS.consent, { method: 'DELETE', headers: { cookie } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ sexuality: null, interests: [1, 26], special_category_consent_at: null });
    const [stored] = await queryServiceDb<{ sexuality: string | null; interests: number[] }>(
      'members',
      'SELECT sexuality, interests FROM profiles WHERE id = $1',
      [id],
    );
    expect(stored).toEqual({ sexuality: null, interests: [1, 26] });
    expectEnvelope(await update(cookie, { sexuality: 'hetero' }), 422, MEMBERS_ERROR_CODES.consentRequired);
  });

  it('is for members only', async () => {
    const { id } = await member('Private');
    await expectMemberOnly(MEMBERS_PATHS.ownProfile, id);
  });
});
