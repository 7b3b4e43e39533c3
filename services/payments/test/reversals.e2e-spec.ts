import type { TransactionList } from '@rendezvous/contracts';
import { adminToken, call, chargeBackOnEmulator, expectEnvelope, payOnCheckout, queryServiceDb } from '@rendezvous/test-kit';
import { type Member, memberIn, order, settled, userShowing } from './buyers';

/** Refunds by operators and chargebacks by banks: the credits go back once, and may leave a debt. */
const admin = { authorization: `Bearer ${adminToken()}` };
const refund = (paymentId: string, headers: Record<string, string> = admin) =>
  call(`/api/payments/admin/orders/${paymentId}/refund`, { method: 'POST', headers });

/** What chat does when a message costs credits: the synchronous charge call, straight to payments. */
async function spend(member: Member, credits: number, reference: string) {
  const { payments } = JSON.parse(process.env.RDV_SERVICE_URLS ?? '{}') as Record<string, string>;
  const { INTERNAL_TOKEN } = JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}') as Record<string, string>;
  const answer = await fetch(`${payments}/internal/credits/changes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${INTERNAL_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ member_id: member.id, delta: -credits, reason: 'chat_message', reference }),
  });
  return { status: answer.status, body: (await answer.json()) as { balance?: number; message?: string } };
}

async function paidOrder(member: Member) {
  const created = await order(member, { bundle_id: 1, method: 'ideal', consent: true });
  await payOnCheckout(created.body.checkout_url!, 'paid');
  await settled(member, created.body.payment_id);
  return created.body;
}

describe('an operator’s refund', () => {
  it('gives the money back and takes the credits, once, even when they were spent: then nothing can be spent', async () => {
    const member = await memberIn('NL');
    const bought = await paidOrder(member);
    expect((await spend(member, 15, `msg-${member.id}-1`)).body.balance).toBe(5);

    expectEnvelope(await refund(bought.payment_id, {}), 403);
    expect((await refund(bought.payment_id)).body).toEqual({ refunded: true });
    expect((await refund(bought.payment_id)).body).toEqual({ refunded: false });

    expect(await userShowing(member, { credits: -15 })).toMatchObject({ credits: -15, paid_user: true });
    const refusal = await spend(member, 1, `msg-${member.id}-2`);
    expect(refusal.status).toBe(402);
    expect(refusal.body.message).toBe('You do not have enough credits');
    const rows = await queryServiceDb('payments', "SELECT delta, reason FROM credit_ledger WHERE member_id = $1 AND reason = 'refund'", [member.id]);
    expect(rows).toEqual([{ delta: -20, reason: 'refund' }]);

    const { body } = await call<TransactionList>('/api/credits/orders', { headers: { cookie: member.cookie } });
    expect(body.orders[0]).toMatchObject({ payment_id: bought.payment_id, status: 'paid', reversal: 'refunded' });
  });

  it('refuses an order that was not paid', async () => {
    const member = await memberIn('NL');
    const open = await order(member, { bundle_id: 1, method: 'ideal', consent: true });
    expectEnvelope(await refund(open.body.payment_id), 409, 'PAYMENTS.NOT_REFUNDABLE');
    expectEnvelope(await refund('00000000-0000-4000-8000-000000000000'), 404);
  });

  it('nobody else’s reasons can take a balance below 0 through the charge call', async () => {
    const member = await memberIn('NL');
    const { payments } = JSON.parse(process.env.RDV_SERVICE_URLS ?? '{}') as Record<string, string>;
    const { INTERNAL_TOKEN } = JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}') as Record<string, string>;
    const answer = await fetch(`${payments}/internal/credits/changes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${INTERNAL_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ member_id: member.id, delta: -5, reason: 'refund', reference: `sneaky-${member.id}` }),
    });
    expect(answer.status).toBe(400);
    expect(await queryServiceDb('payments', 'SELECT 1 FROM credit_ledger WHERE member_id = $1', [member.id])).toEqual([]);
  });
});

describe('a chargeback', () => {
  it('takes the credits back once, however often the webhook comes, and blocks orders without the member', async () => {
    const member = await memberIn('NL');
    const bought = await paidOrder(member);
    // The order as made: its checkout address names the provider payment.
    await chargeBackOnEmulator(bought.checkout_url!);
    const [{ provider_payment_id }] = await queryServiceDb<{ provider_payment_id: string }>(
      'payments',
      'SELECT provider_payment_id FROM orders WHERE id = $1',
      [bought.payment_id],
    );
    for (let i = 0; i < 3; i += 1) {
      await call('/api/payments/webhooks/mollie', {
        method: 'POST',
        asSiteClient: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `id=${provider_payment_id}`,
      });
    }
    const rows = await queryServiceDb('payments', "SELECT delta FROM credit_ledger WHERE member_id = $1 AND reason = 'chargeback'", [member.id]);
    expect(rows).toEqual([{ delta: -20 }]);
    expect((await userShowing(member, { credits: 0 })).credits).toBe(0);
    expect(await queryServiceDb('payments', 'SELECT reason FROM payment_blocks WHERE member_id = $1', [member.id])).toEqual([{ reason: 'chargeback' }]);
    const { body } = await call<TransactionList>('/api/credits/orders', { headers: { cookie: member.cookie } });
    expect(body.orders[0]).toMatchObject({ status: 'paid', reversal: 'charged_back' });
  });
});
