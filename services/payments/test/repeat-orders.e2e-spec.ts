import type { StoredMethodList } from '@rendezvous/contracts';
import { call, chargeBackOnEmulator, expectEnvelope, payOnCheckout, setEmulatorKnobs } from '@rendezvous/test-kit';
import { type Member, memberIn, order, settled, userOf } from './buyers';

/** Repeat orders (spec 2, 4): a stored card, PayPal account or mandate buys again without a checkout. */
const stored = (member: Member) => call<StoredMethodList>('/api/credits/stored-methods', { headers: { cookie: member.cookie } });
const repeat = (member: Member, json: object) => call('/api/credits/repeat-order', { method: 'POST', headers: { cookie: member.cookie }, json });

async function buyOnce(member: Member, method: string) {
  const first = await order(member, { bundle_id: 1, method, consent: true });
  await payOnCheckout(first.body.checkout_url!, 'paid');
  await settled(member, first.body.payment_id);
  return first.body;
}

describe('repeat orders', () => {
  it('a paid card order leaves a stored card; one click buys again at the plain price; a refused one fails and can be retried', async () => {
    const member = await memberIn('NL');
    expect((await stored(member)).body).toEqual({ methods: [] });
    await buyOnce(member, 'credit-card');
    const { methods } = (await stored(member)).body;
    expect(methods).toEqual([{ id: expect.stringMatching(/^mdt_/), method: 'credit-card', label: expect.stringContaining('4242') }]);

    const again = await repeat(member, { bundle_id: 2, mandate_id: methods[0].id });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: 'pending', method: 'credit-card', amount: 6495, checkout_url: null });
    expect((await settled(member, again.body.payment_id)).status).toBe('paid');
    expect((await userOf(member)).credits).toBe(70);

    // The member's Mollie customer is "Member <id>" (customers/provider-customers.ts).
    await setEmulatorKnobs({ failRecurringFor: [`Member ${member.id}`] });
    const refused = await repeat(member, { bundle_id: 1, mandate_id: methods[0].id });
    expect((await settled(member, refused.body.payment_id)).status).toBe('failed');
    const retried = await repeat(member, { bundle_id: 1, mandate_id: methods[0].id });
    expect((await settled(member, retried.body.payment_id)).status).toBe('paid');
    expect((await userOf(member)).credits).toBe(90);
  });

  it('a Visa card paid on Stripe is kept; a repeat charges it off-session, and a decline fails the order at once', async () => {
    const member = await memberIn('DE');
    await buyOnce(member, 'visa');
    const { methods } = (await stored(member)).body;
    expect(methods).toEqual([{ id: expect.stringMatching(/^pm_/), method: 'visa', label: 'visa •••• 4242' }]);

    const again = await repeat(member, { bundle_id: 1, mandate_id: methods[0].id });
    expect(again.status).toBe(201);
    expect((await settled(member, again.body.payment_id)).status).toBe('paid');
    expect((await userOf(member)).credits).toBe(40);

    // The member's Stripe customer is "Member <id>" too.
    await setEmulatorKnobs({ failRecurringFor: [`Member ${member.id}`] });
    const declined = await repeat(member, { bundle_id: 1, mandate_id: methods[0].id });
    expect(declined.body).toMatchObject({ status: 'failed' });
    expect((await userOf(member)).credits).toBe(40);
  });

  it('lists an account paid from twice (two iDEAL payments, two mandates) once', async () => {
    const member = await memberIn('NL');
    await buyOnce(member, 'ideal');
    await buyOnce(member, 'ideal');
    const { methods } = (await stored(member)).body;
    expect(methods).toEqual([{ id: expect.stringMatching(/^mdt_/), method: 'sepa-direct-debit', label: expect.stringContaining('NL55') }]);
  });

  it("refuses another member's stored method, and repeat orders after a chargeback", async () => {
    const owner = await memberIn('NL');
    const first = await buyOnce(owner, 'paypal');
    const [method] = (await stored(owner)).body.methods;
    expect(method).toMatchObject({ method: 'paypal' });
    const stranger = await memberIn('NL');
    expectEnvelope(await repeat(stranger, { bundle_id: 1, mandate_id: method.id }), 404, 'PAYMENTS.STORED_METHOD_NOT_FOUND');

    await chargeBackOnEmulator(first.checkout_url!);
    expectEnvelope(await repeat(owner, { bundle_id: 1, mandate_id: method.id }), 403, 'PAYMENTS.REPEAT_BLOCKED');
  });
});
