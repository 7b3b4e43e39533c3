import type { PaymentOrder } from '@rendezvous/contracts';
import { call, queryServiceDb, signUpMember } from '@rendezvous/test-kit';

// Buyers and their orders, for the payments integration tests.
export type Member = Awaited<ReturnType<typeof signUpMember>>;

/**
 * A new member in a country. Unless `welcome`, its signup is moved back beyond the welcome
 * discount's window, so prices are the plain ones (discounts.e2e-spec.ts covers the discount).
 */
export async function memberIn(country: string, { welcome = false } = {}): Promise<Member> {
  const member = await signUpMember('Buyer');
  if (!welcome) {
    const moved = await queryServiceDb(
      'payments',
      "UPDATE member_signups SET signed_up_at = now() - interval '5 hours' WHERE member_id = $1 RETURNING member_id",
      [member.id],
    );
    if (moved.length !== 1) throw new Error(`payments never heard of the signup of ${member.id}`);
  }
  const step = await call('/api/account/signup/steps/personal_info', { method: 'PUT', headers: { cookie: member.cookie }, json: { country } });
  if (step.status >= 300) throw new Error(`country not saved: ${step.status} ${step.text}`);
  // Identity tells members through its outbox; the shop asks members for the country.
  for (let tries = 0; tries < 50; tries += 1) {
    if ((await call('/api/credits/shop', { headers: { cookie: member.cookie } })).status === 200) return member;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`members never learnt the country of ${member.id}`);
}

export const order = (member: Member, json: object) => call<PaymentOrder>('/api/credits/orders', { method: 'POST', headers: { cookie: member.cookie }, json });

export async function settled(member: Member, paymentId: string): Promise<PaymentOrder> {
  for (let tries = 0; tries < 100; tries += 1) {
    const { body } = await call<PaymentOrder>(`/api/credits/orders/${paymentId}`, { headers: { cookie: member.cookie } });
    if (['paid', 'failed', 'canceled', 'expired'].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`order ${paymentId} never settled`);
}

export const userOf = async (member: Member) =>
  (await call('/api/user.php', { headers: { cookie: member.cookie } })).body as { credits: number; paid_user: boolean };

/**
 * The user object once it shows what the test expects: the gateway learns of a change through the
 * payments outbox (member.changed), normally before the change's own answer, later when the machine
 * is busy with other test files.
 */
export async function userShowing(
  member: Member,
  expected: Partial<{ credits: number; paid_user: boolean }>,
): Promise<{ credits: number; paid_user: boolean }> {
  let user = await userOf(member);
  for (let tries = 0; tries < 50 && !Object.entries(expected).every(([key, value]) => user[key as keyof typeof user] === value); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    user = await userOf(member);
  }
  return user;
}
