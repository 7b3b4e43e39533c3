import { adminToken, call, disputeOnEmulator, expectEnvelope, payOnCheckout, queryServiceDb } from '@rendezvous/test-kit';
import { memberIn, order, settled, userOf } from './buyers';

/**
 * Cards on Stripe (Visa and Mastercard are moved there on the test platform): Checkout Sessions
 * through the real `stripe` client against the emulator, webhooks signed and verified on the raw body.
 */
const webhook = (body: string, signature: string) =>
  call('/api/payments/webhooks/stripe', {
    method: 'POST',
    asSiteClient: false,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });

describe('cards on Stripe', () => {
  it('a Visa order pays on Stripe Checkout and credits once; failed ends the session, and nothing is credited', async () => {
    const buyer = await memberIn('DE');
    const paid = await order(buyer, { bundle_id: 2, method: 'visa', consent: true });
    expect(paid.body.checkout_url).toMatch(/\/stripe\/checkout\/cs_test_/);
    await payOnCheckout(paid.body.checkout_url!, 'paid');
    expect(await settled(buyer, paid.body.payment_id)).toMatchObject({ status: 'paid', amount: 6495, currency: 'EUR' });
    expect(await userOf(buyer)).toMatchObject({ credits: 50, paid_user: true });

    const failed = await order(buyer, { bundle_id: 1, method: 'mastercard', consent: true });
    await payOnCheckout(failed.body.checkout_url!, 'failed');
    expect((await settled(buyer, failed.body.payment_id)).status).toBe('expired');
    expect((await userOf(buyer)).credits).toBe(50);
  });

  it('refuses a webhook whose signature does not match the raw body, and changes nothing', async () => {
    const forged = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_forged' } } });
    expectEnvelope(await webhook(forged, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`), 400, 'PAYMENTS.WEBHOOK_SIGNATURE');
    expectEnvelope(await webhook(forged, ''), 400, 'PAYMENTS.WEBHOOK_SIGNATURE');
  });

  it('an operator refunds a Stripe order; a dispute takes the credits back once', async () => {
    const buyer = await memberIn('NL');
    const first = await order(buyer, { bundle_id: 1, method: 'visa', consent: true });
    await payOnCheckout(first.body.checkout_url!, 'paid');
    await settled(buyer, first.body.payment_id);
    const refunded = await call(`/api/payments/admin/orders/${first.body.payment_id}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken()}` },
    });
    expect(refunded.body).toEqual({ refunded: true });
    const [{ provider_refund_id }] = await queryServiceDb<{ provider_refund_id: string }>('payments', 'SELECT provider_refund_id FROM orders WHERE id = $1', [
      first.body.payment_id,
    ]);
    expect(provider_refund_id).toMatch(/^re_/);

    const second = await order(buyer, { bundle_id: 1, method: 'visa', consent: true });
    await payOnCheckout(second.body.checkout_url!, 'paid');
    await settled(buyer, second.body.payment_id);
    const sessionId = second.body.checkout_url!.split('/').pop()!;
    await disputeOnEmulator(sessionId);
    const rows = await queryServiceDb(
      'payments',
      "SELECT delta, reason FROM credit_ledger WHERE member_id = $1 AND reason IN ('refund', 'chargeback') ORDER BY id",
      [buyer.id],
    );
    expect(rows).toEqual([
      { delta: -20, reason: 'refund' },
      { delta: -20, reason: 'chargeback' },
    ]);
    expect((await userOf(buyer)).credits).toBe(0);
  });
});
