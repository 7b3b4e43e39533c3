import { MEMBER_CARDS_MAX_IDS } from '@rendezvous/contracts';
import { call, expectEnvelope, queryServiceDb, signUpMember, waitForMemberProfile } from '@rendezvous/test-kit';

type Member = Awaited<ReturnType<typeof signUpMember>>;

async function activeMembers(names: string[]): Promise<Member[]> {
  const members = await Promise.all(names.map((name) => signUpMember(name)));
  await Promise.all(members.map((member) => waitForMemberProfile(member.id)));
  await queryServiceDb('members', "UPDATE profiles SET status = 'active' WHERE id = ANY($1::bigint[])", [members.map((member) => member.id)]);
  return members;
}

const cardsOf = (viewer: Member, ids: readonly number[]) => call(`/api/members/cards?ids=${ids.join(',')}`, { headers: { cookie: viewer.cookie } });
const names = (answer: { body: { cards: Array<{ name: string }> } }) => answer.body.cards.map((card) => card.name);

describe('GET /api/members/cards', () => {
  it('answers only members the viewer may see: no hidden stranger, no block either way; a hidden conversation partner or liker stays, and a conversation partner behind a block', async () => {
    const [viewer, shown, invisible, privacy, blocker, blockedByViewer, partner, liker, gone, stranger, blockingPartner] = await activeMembers([
      'Card Viewer',
      'Shown Member',
      'Invisible Stranger',
      'Privacy Stranger',
      'Blocking Member',
      'Blocked Member',
      'Hidden Partner',
      'Hidden Liker',
      'Gone Member',
      'Card Stranger',
      'Blocking Partner',
    ]);
    await queryServiceDb('members', "UPDATE profiles SET status = 'disabled' WHERE id = $1", [gone.id]);
    await queryServiceDb('members', 'UPDATE profiles SET invisible = true, last_seen_at = now() WHERE id = ANY($1::bigint[])', [[invisible.id, partner.id]]);
    await queryServiceDb('members', 'UPDATE profiles SET privacy = true WHERE id = ANY($1::bigint[])', [[privacy.id, liker.id]]);
    expect((await call(`/api/members/${viewer.id}/block`, { method: 'POST', headers: { cookie: blocker.cookie } })).status).toBeLessThan(300);
    expect((await call(`/api/members/${blockedByViewer.id}/block`, { method: 'POST', headers: { cookie: viewer.cookie } })).status).toBeLessThan(300);
    expect((await call(`/api/members/${viewer.id}/block`, { method: 'POST', headers: { cookie: blockingPartner.cookie } })).status).toBeLessThan(300);
    // The viewer and the hidden partner talked (chat's own table); the hidden liker liked the viewer.
    for (const other of [partner, blockingPartner]) {
      await queryServiceDb('chat', 'INSERT INTO conversations (member_a, member_b, started_by) VALUES ($1, $2, $1)', [
        Math.min(viewer.id, other.id),
        Math.max(viewer.id, other.id),
      ]);
    }
    // A like from before the block does not lift it: only a conversation names the member in the list.
    await queryServiceDb('members', 'INSERT INTO likes (liker_id, liked_id) VALUES ($1, $2)', [viewer.id, blocker.id]);
    expect((await call(`/api/members/${viewer.id}/like`, { method: 'POST', headers: { cookie: liker.cookie } })).status).toBeLessThan(300);

    const everyone = [partner, invisible, gone, shown, privacy, blocker, blockedByViewer, liker, blockingPartner].map((member) => member.id);
    const answer = await cardsOf(viewer, everyone);
    expect(answer.status).toBe(200);
    expect(names(answer)).toEqual(['Hidden Partner', 'Shown Member', 'Hidden Liker', 'Blocking Partner']);
    // Invisible members never show online, even just seen.
    expect(answer.body.cards[0]).toMatchObject({ id: partner.id, online: false, age: 30 });

    // A stranger to all of them sees only the member search would show them.
    expect(names(await cardsOf(stranger, everyone))).toEqual(['Shown Member', 'Blocking Member', 'Blocked Member', 'Blocking Partner']);
    // The member who blocked still sees whom they talked to.
    expect(names(await cardsOf(blockingPartner, [viewer.id]))).toEqual(['Card Viewer']);
    // The blocker does not see the member they blocked either.
    expect(names(await cardsOf(blocker, [viewer.id, shown.id]))).toEqual(['Shown Member']);
  });

  it('no longer lists the membership by counting ids: at most 50 a call, and only members search would show', async () => {
    const [viewer] = await activeMembers(['Counting Viewer']);
    expectEnvelope(
      await cardsOf(
        viewer,
        Array.from({ length: 100 }, (_, i) => i + 1),
      ),
      400,
    );
    const first = await cardsOf(
      viewer,
      Array.from({ length: MEMBER_CARDS_MAX_IDS }, (_, i) => i + 1),
    );
    expect(first.status).toBe(200);
    const ids: number[] = first.body.cards.map((card: { id: number }) => card.id);
    // Every card answered is a member search lists (the viewer shares nothing with these).
    const listable = await queryServiceDb<{ id: string }>(
      'members',
      "SELECT id FROM profiles WHERE id = ANY($1::bigint[]) AND status = 'active' AND NOT invisible AND NOT privacy",
      [ids],
    );
    expect(listable).toHaveLength(ids.length);
    const hidden = await queryServiceDb<{ n: string }>(
      'members',
      'SELECT count(*) AS n FROM profiles WHERE id <= $1 AND (invisible OR privacy OR status <> $2)',
      [MEMBER_CARDS_MAX_IDS, 'active'],
    );
    expect(ids.length).toBeLessThanOrEqual(MEMBER_CARDS_MAX_IDS - Number(hidden[0].n));
  });

  it('refuses a visitor, and a list that is empty, malformed or too long', async () => {
    expectEnvelope(await call('/api/members/cards?ids=1'), 403, 'authentication_required');
    const viewer = await signUpMember();
    for (const ids of ['', 'a,b', '0', Array.from({ length: MEMBER_CARDS_MAX_IDS + 1 }, (_, i) => i + 1).join(',')]) {
      expectEnvelope(await call(`/api/members/cards?ids=${ids}`, { headers: { cookie: viewer.cookie } }), 400);
    }
  });
});
