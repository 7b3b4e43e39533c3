import { blockedByMessage, CHAT_ERROR_CODES } from '@rendezvous/contracts';
import {
  baseUrl,
  call,
  expectEnvelope,
  freePort,
  queryServiceDb,
  rawCall,
  spoofedMemberHeaders,
  startServiceInstance,
  type RunningInstance,
} from '@rendezvous/test-kit';
import { randomUUID } from 'node:crypto';
import { chatMember, makePremium, send, type ChatMember } from './chat-members';

// Chat's read model of members' contact facts (docs/adr/0010, amendment, step 2). A second chat instance
// on the same database whose MEMBERS_URL leads nowhere can only answer a send from chat's own facts: once
// a pair is known it sends, and blocks, privacy and likes made through members afterwards reach it as
// members' events. What it never knew it cannot check (503).

let cut: RunningInstance;

beforeAll(async () => {
  cut = await startServiceInstance('chat', { MEMBERS_URL: `http://127.0.0.1:${await freePort()}` });
});
afterAll(async () => {
  await cut?.stop();
});

/** A send straight to the instance cut off from members, as the gateway forwards it. */
function sendCut(from: ChatMember, to: number, text: string) {
  return rawCall('/api/chat/messages', {
    origin: cut.url,
    method: 'POST',
    headers: { ...spoofedMemberHeaders(from.id), 'x-forwarded-host': new URL(baseUrl()).host, 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: randomUUID(), to, kind: 'text', text }),
  });
}

const asMember = (member: ChatMember) => ({ headers: { cookie: member.cookie } });

describe('a send answered from chat’s own contact facts', () => {
  it('needs members only for a pair it has not met, and keeps what members answered', async () => {
    const [alice, bob, carol] = await Promise.all([chatMember({ credits: 20, name: 'Alice Known' }), chatMember({ name: 'Bob Known' }), chatMember()]);
    expect((await send(alice, bob.id, { text: 'first' })).status).toBe(200);

    const members = await queryServiceDb<{ member_id: string; name: string; active: boolean }>(
      'chat',
      'SELECT member_id, name, active FROM contact_members WHERE member_id = ANY($1) ORDER BY member_id',
      [[alice.id, bob.id]],
    );
    const expected: Array<[number, string, boolean]> = [
      [alice.id, 'Alice Known', true],
      [bob.id, 'Bob Known', true],
    ];
    expect(members.map((row) => [Number(row.member_id), row.name, row.active])).toEqual(expected.sort(([a], [b]) => a - b));
    expect(await queryServiceDb('chat', 'SELECT 1 FROM contact_pairs WHERE to_id = $1 AND from_id = $2', [alice.id, bob.id])).toHaveLength(2);

    expect((await sendCut(alice, bob.id, 'without members')).status).toBe(200);
    // A pair chat never met: the instance must ask members, who are out of reach.
    expectEnvelope(await sendCut(alice, carol.id, 'hello stranger'), 503);
  });

  it('meets a block, a privacy mode and a like made through members afterwards, at once', async () => {
    const [alice, bob] = await Promise.all([chatMember({ credits: 20, name: 'Alice Writer' }), chatMember({ name: 'Bob Changing' })]);
    expect((await send(alice, bob.id, { text: 'first' })).status).toBe(200);

    expect((await call(`/api/members/${alice.id}/block`, { method: 'POST', ...asMember(bob) })).status).toBeLessThan(300);
    const refused = await sendCut(alice, bob.id, 'blocked?');
    expectEnvelope(refused, 403, CHAT_ERROR_CODES.blockedByMember);
    expect(refused.body.message).toBe(blockedByMessage('Bob Changing'));
    expect((await call(`/api/members/${alice.id}/block`, { method: 'DELETE', ...asMember(bob) })).status).toBeLessThan(300);
    expect((await sendCut(alice, bob.id, 'unblocked')).status).toBe(200);

    // Privacy mode: Bob never wrote to or liked Alice, so her messages are unsolicited now; his like solicits them again.
    const privacy = await call('/api/members/visibility', { method: 'PUT', ...asMember(bob), json: { invisible: false, privacy: true } });
    expect(privacy.status).toBe(200);
    expectEnvelope(await sendCut(alice, bob.id, 'still there?'), 403, CHAT_ERROR_CODES.unsolicited);
    expect((await call(`/api/members/${alice.id}/like`, { method: 'POST', ...asMember(bob) })).status).toBeLessThan(300);
    expect((await sendCut(alice, bob.id, 'you liked me')).status).toBe(200);
  });

  it('applies members’ events by version: a late older event changes nothing, and a purged member’s name never comes back', async () => {
    const [alice, bob] = await Promise.all([chatMember({ credits: 20 }), chatMember({ name: 'Bob Versioned' })]);
    expect((await call(`/api/members/${alice.id}/block`, { method: 'POST', ...asMember(bob) })).status).toBeLessThan(300);
    const [block] = await queryServiceDb<{ present: boolean; version: string }>(
      'chat',
      "SELECT present, version FROM contact_pairs WHERE from_id = $1 AND to_id = $2 AND fact = 'block'",
      [bob.id, alice.id],
    );
    expect(block.present).toBe(true);
    expect(Number(block.version)).toBeGreaterThan(0);

    // An unblock older than the block (an event that lost its way) arrives after it: the block stands.
    const late = { from_id: bob.id, to_id: alice.id, fact: 'block', present: false, version: Number(block.version) - 1 };
    expect((await deliver('member.pair', late)).status).toBe(200);
    expectEnvelope(await send(alice, bob.id, { text: 'hi' }), 403, CHAT_ERROR_CODES.blockedByMember);

    expect((await deliver('account.purged', { member_id: bob.id })).status).toBe(200);
    const rename = { member_id: bob.id, name: 'Bob Versioned', active: true, protected: false, premium: false, version: Number(block.version) + 1_000 };
    expect((await deliver('member.contact', rename)).status).toBe(200);
    const [purged] = await queryServiceDb<{ name: string; active: boolean }>('chat', 'SELECT name, active FROM contact_members WHERE member_id = $1', [bob.id]);
    expect(purged).toEqual({ name: '', active: false });
    expect(await queryServiceDb('chat', 'SELECT 1 FROM contact_pairs WHERE from_id = $1 OR to_id = $1', [bob.id])).toHaveLength(0);
  });

  it('keeps what a contact check read over an older event still on its way: a member who just became premium is charged as premium', async () => {
    const [alice, bob] = await Promise.all([chatMember({ credits: 20, name: 'Alice Upgraded' }), chatMember({ name: 'Bob Reader' })]);
    await makePremium(alice.id);
    const [{ contact_version: upgraded }] = await queryServiceDb<{ contact_version: string }>('members', 'SELECT contact_version FROM profiles WHERE id = $1', [
      alice.id,
    ]);
    await waitFor(async () => {
      const [fact] = await queryServiceDb<{ version: string }>('chat', 'SELECT version FROM contact_members WHERE member_id = $1', [alice.id]);
      return fact?.version === upgraded;
    });
    // A chat that has not met Alice yet: her first send asks members, who read her premium profile.
    await queryServiceDb('chat', 'DELETE FROM contact_members WHERE member_id = $1', [alice.id]);
    expect((await send(alice, bob.id, { text: 'first' })).status).toBe(200);
    // Then an event from before the purchase, which lost its way, arrives after that read.
    const before = { member_id: alice.id, name: 'Alice Upgraded', active: true, protected: false, premium: false, version: Number(upgraded) - 1 };
    expect((await deliver('member.contact', before)).status).toBe(200);

    // Still premium: charged for a text (a free member's first texts cost nothing, and the answer carries no balance).
    const paid = await send(alice, bob.id, { text: 'second' });
    expect(paid.status).toBe(200);
    expect(paid.body.credits).toBe(18);
    const [fact] = await queryServiceDb<{ premium: boolean; version: string }>('chat', 'SELECT premium, version FROM contact_members WHERE member_id = $1', [
      alice.id,
    ]);
    expect(fact).toEqual({ premium: true, version: upgraded });
  });

  it('a block delivered to another instance reaches a premium pair this instance knows, before the block call answers', async () => {
    const [alice, bob] = await Promise.all([chatMember({ credits: 20, name: 'Alice Cached' }), chatMember({ name: 'Bob Cached' })]);
    await makePremium(alice.id);
    expect((await send(alice, bob.id, { text: 'first' })).status).toBe(200);
    expect((await sendCut(alice, bob.id, 'the cut instance keeps the pair')).status).toBe(200);

    // Bob blocks through members; members' outbox delivers to the platform's chat instance, which makes every instance forget the pair.
    expect((await call(`/api/members/${alice.id}/block`, { method: 'POST', ...asMember(bob) })).status).toBeLessThan(300);
    expectEnvelope(await sendCut(alice, bob.id, 'blocked now?'), 403, CHAT_ERROR_CODES.blockedByMember);
    expect((await call(`/api/members/${alice.id}/block`, { method: 'DELETE', ...asMember(bob) })).status).toBeLessThan(300);
    expect((await sendCut(alice, bob.id, 'unblocked again')).status).toBe(200);

    // The pair is known to the cut instance again: without Alice's facts in the database (nor members in reach) it still sends.
    await queryServiceDb('chat', 'DELETE FROM contact_members WHERE member_id = $1', [alice.id]);
    expect((await sendCut(alice, bob.id, 'from the pair cache')).status).toBe(200);
  });

  it('a purge delivered to one instance makes every instance forget the pair: no send goes into the removed conversation', async () => {
    const [alice, bob] = await Promise.all([chatMember({ credits: 20 }), chatMember()]);
    await makePremium(alice.id);
    const first = await send(alice, bob.id, { text: 'first' });
    expect(first.status).toBe(200);
    expect((await sendCut(alice, bob.id, 'kept here too')).status).toBe(200);

    // Delivered to the cut instance, which asks the platform's instance to forget as well. (Members still has Bob's
    // profile: only chat was told of the purge here.)
    expect((await deliver('account.purged', { member_id: bob.id })).status).toBe(200);
    // Not a foreign-key failure (500) from a cached conversation id: the platform's instance looks the pair up again and starts a new conversation,
    const after = await send(alice, bob.id, { text: 'after the purge' });
    expect(after.status).toBe(200);
    expect(after.body.message.conversation_id).not.toBe(first.body.message.conversation_id);
    // and the cut instance looks it up too: chat's facts say Bob is gone.
    expectEnvelope(await sendCut(alice, bob.id, 'still there?'), 404, CHAT_ERROR_CODES.notFound);
  });
});

async function waitFor(condition: () => Promise<boolean>, ms = 10_000): Promise<void> {
  for (const deadline = Date.now() + ms; !(await condition()); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() > deadline) throw new Error(`not so within ${ms} ms`);
  }
}

/** An event as another service's outbox delivers it to chat. */
function deliver(topic: string, payload: Record<string, unknown>) {
  return rawCall('/internal/events', {
    origin: cut.url,
    method: 'POST',
    headers: { authorization: `Bearer ${spoofedMemberHeaders(1)['x-rdv-internal-token']}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: randomUUID(), topic, occurred_at: new Date().toISOString(), payload }),
  });
}
