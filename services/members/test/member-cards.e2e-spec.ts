import { MEMBER_CARDS_MAX_IDS } from '@rendezvous/contracts';
import { call, expectEnvelope, queryServiceDb, signUpMember, waitForMemberProfile } from '@rendezvous/test-kit';

describe('GET /api/members/cards', () => {
  it('answers the cards of the ids asked, in their order, leaving out disabled profiles and keeping invisible ones', async () => {
    const viewer = await signUpMember('Card Viewer');
    const [shown, hidden, gone] = await Promise.all([signUpMember('Shown Member'), signUpMember('Invisible Member'), signUpMember('Gone Member')]);
    await Promise.all([shown, hidden, gone].map((member) => waitForMemberProfile(member.id)));
    await queryServiceDb('members', "UPDATE profiles SET status = 'active' WHERE id = ANY($1::bigint[])", [[shown.id, hidden.id]]);
    await queryServiceDb('members', 'UPDATE profiles SET invisible = true, last_seen_at = now() WHERE id = $1', [hidden.id]);

    const answer = await call(`/api/members/cards?ids=${hidden.id},${gone.id},${shown.id}`, { headers: { cookie: viewer.cookie } });
    expect(answer.status).toBe(200);
    expect(answer.body.cards.map((card: { name: string }) => card.name)).toEqual(['Invisible Member', 'Shown Member']);
    // Invisible members never show online, even just seen.
    expect(answer.body.cards[0]).toMatchObject({ id: hidden.id, online: false, age: 30 });
  });

  it('refuses a visitor, and a list that is empty, malformed or too long', async () => {
    expectEnvelope(await call('/api/members/cards?ids=1'), 403, 'authentication_required');
    const viewer = await signUpMember();
    for (const ids of ['', 'a,b', '0', Array.from({ length: MEMBER_CARDS_MAX_IDS + 1 }, (_, i) => i + 1).join(',')]) {
      expectEnvelope(await call(`/api/members/cards?ids=${ids}`, { headers: { cookie: viewer.cookie } }), 400);
    }
  });
});
