import { ERROR_CODES } from '@rendezvous/contracts';
import { usersChangedCall } from '@rendezvous/contracts/internal';
import { baseUrl, call, queryServiceDb, signUpMember } from '@rendezvous/test-kit';

// POST /internal/users/changed (usersChangedCall), answered before Express and Nest: a service that changed members'
// user objects without a request through the gateway (chat's sends over sockets) has the kept ones dropped.

const { INTERNAL_TOKEN } = JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}') as { INTERNAL_TOKEN: string };
const usersChanged = (body: unknown, token = INTERNAL_TOKEN) =>
  fetch(`${baseUrl()}${usersChangedCall.path()}`, {
    method: usersChangedCall.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the users-changed call', () => {
  it('drops the kept user objects of the members named, so their next user.php is read again', async () => {
    const member = await signUpMember();
    const credits = async () => (await call('/api/user.php', { headers: { cookie: member.cookie } })).body.credits as number;
    const before = await credits();
    await queryServiceDb('payments', "INSERT INTO credit_ledger (member_id, delta, balance_after, reason, reference) VALUES ($1, 7, $2, 'purchase', $3)", [
      member.id,
      before + 7,
      `users-changed-${member.id}`,
    ]);
    // Changed behind the gateway's back: the kept object still answers.
    expect(await credits()).toBe(before);
    const answer = await usersChanged({ member_ids: [member.id, member.id] });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ dropped: 1 });
    expect(await credits()).toBe(before + 7);
  });

  it('refuses a caller without the internal token, and a body that is not the contract’s, in the envelope', async () => {
    const refused = await usersChanged({ member_ids: [1] }, 'not-the-token');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ statusCode: 403, code: ERROR_CODES.forbidden });
    const invalid = await usersChanged({ member_ids: 'everyone' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ statusCode: 400, code: ERROR_CODES.validationFailed, errors: { member_ids: expect.any(Array) } });
    const notJson = await usersChanged('{');
    expect(notJson.status).toBe(400);
  });
});
