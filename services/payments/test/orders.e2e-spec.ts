import { PAYMENT_METHOD_IDS, type CreditShop, type PaymentOrder } from '@rendezvous/contracts';
import { call, expectEnvelope, mailsTo, payOnCheckout, type SinkMail, queryServiceDb, setEmulatorKnobs, signUpMember } from '@rendezvous/test-kit';
import { type Member, memberIn, order, settled, userOf } from './buyers';
import { PAYMENT_METHODS, offeredIn } from '../src/catalogue/payment-methods';
import { COUNTRY_CURRENCY } from '../src/catalogue/currencies';
import { CREDIT_BUNDLES } from '../src/catalogue/bundles';

/**
 * The credits shop end to end: the gateway, payments, members (the buyer's country), and the Mollie
 * client library talking HTTPS to the provider emulator, whose webhooks come back through the gateway.
 */
let dutch: Member;
beforeAll(async () => {
  dutch = await memberIn('NL');
});
afterEach(() => setEmulatorKnobs({ webhookDelayMs: 0, webhookDuplicates: 1, webhookOutOfOrder: false }));

describe('the credits shop', () => {
  it('sells in the currency of the buyer’s country with the methods offered there', async () => {
    const { body: shop } = await call<CreditShop>('/api/credits/shop', { headers: { cookie: dutch.cookie } });
    expect(shop).toMatchObject({ country: 'NL', currency: 'EUR', credits: 0, paid_user: false });
    expect(shop.bundles.map((bundle) => [bundle.credits, bundle.price])).toEqual([
      [20, 2995],
      [50, 6495],
      [120, 13995],
      [300, 32995],
    ]);
    expect(shop.methods.map((method) => method.id)).toEqual(expect.arrayContaining(['ideal', 'paypal', 'credit-card', 'wire-transfer']));
    expect(shop.methods.map((method) => method.id)).not.toContain('blik');

    const polish = await memberIn('PL');
    const { body: polishShop } = await call<CreditShop>('/api/credits/shop', { headers: { cookie: polish.cookie } });
    expect(polishShop.currency).toBe('PLN');
    expect(polishShop.methods.map((method) => method.id)).toEqual(expect.arrayContaining(['blik', 'przelewy24', 'paypal']));
    expect(polishShop.methods.map((method) => method.id)).not.toContain('ideal');
  });

  it('prices the overview on the server: fee added, VAT of the country contained, in minor units', async () => {
    const { body } = await call(`/api/credits/bundles/2/quote?method=paypal`, { headers: { cookie: dutch.cookie } });
    // 64.95 + 0.35 PayPal fee = 65.30, of which 21 % Dutch VAT: 65.30 × 21/121 = 11.33.
    expect(body).toEqual({
      bundle_id: 2,
      credits: 50,
      method: 'paypal',
      currency: 'EUR',
      price: 6495,
      discount: 0,
      discount_code: null,
      fee: 35,
      total: 6530,
      vat_rate: 21,
      vat: 1133,
      net: 5397,
    });
    const ideal = await call(`/api/credits/bundles/2/quote?method=ideal`, { headers: { cookie: dutch.cookie } });
    expect(ideal.body).toMatchObject({ fee: 0, total: 6495 });
    expectEnvelope(await call('/api/credits/bundles/2/quote?method=blik', { headers: { cookie: dutch.cookie } }), 422, 'PAYMENTS.METHOD_NOT_OFFERED');
    expectEnvelope(await call('/api/credits/bundles/99/quote?method=ideal', { headers: { cookie: dutch.cookie } }), 404, 'PAYMENTS.BUNDLE_NOT_FOUND');
  });

  it('refuses an order without the consent, and one that brings its own amount', async () => {
    expectEnvelope(await order(dutch, { bundle_id: 1, method: 'ideal' }), 400);
    expectEnvelope(await order(dutch, { bundle_id: 1, method: 'ideal', consent: true, total: 1 }), 400);
    expect(await queryServiceDb('payments', 'SELECT id FROM orders WHERE member_id = $1', [dutch.id])).toEqual([]);
  });

  it('is for members only', async () => {
    expectEnvelope(await call('/api/credits/shop'), 403, 'authentication_required');
    expectEnvelope(
      await call('/api/credits/orders', { method: 'POST', json: { bundle_id: 1, method: 'ideal', consent: true } }),
      403,
      'authentication_required',
    );
  });
});

describe('paying an order', () => {
  it('iDEAL paid: the credits arrive once, the member becomes premium, and the very next user.php shows both', async () => {
    const buyer = await memberIn('NL');
    const created = await order(buyer, { bundle_id: 2, method: 'ideal', consent: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'open', credits: 50, amount: 6495, currency: 'EUR', method: 'ideal' });
    expect(created.body.checkout_url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/checkout\/tr_/);

    const back = await payOnCheckout(created.body.checkout_url!, 'paid');
    expect(back).toMatch(new RegExp(`/credits/2/ideal\\?payment_id=${created.body.payment_id}$`));
    const paid = await settled(buyer, created.body.payment_id);
    expect(paid).toMatchObject({ status: 'paid', checkout_url: null });
    expect(await userOf(buyer)).toMatchObject({ credits: 50, paid_user: true });

    // Premium is payments' fact; members keeps the read model behind the badge.
    let premium = false;
    for (let tries = 0; tries < 50 && !premium; tries += 1) {
      premium = (await queryServiceDb<{ premium: boolean }>('members', 'SELECT premium FROM profiles WHERE id = $1', [buyer.id]))[0]?.premium ?? false;
      if (!premium) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(premium).toBe(true);

    // Identity confirms the purchase and the consent given at checkout by e-mail (payments' purchase.completed).
    let mail: SinkMail | undefined;
    for (let tries = 0; tries < 100 && !mail; tries += 1) {
      mail = (await mailsTo(buyer.email)).find((candidate) => candidate.subject.startsWith('Your purchase'));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!mail) throw new Error('no purchase confirmation arrived');
    // The number and its unit are joined by a no-break space, as in every mail.
    expect(mail.subject).toBe('Your purchase at Rendezvous: 50\u00a0credits');
    expect(mail.text).toContain('We received your payment of €64.95 for 50\u00a0credits');
    expect(mail.text).toContain('you thereby lose your 14-day right of withdrawal');
    expect(mail.text).toContain(`/transactions/${created.body.payment_id}`);
  });

  it.each(['failed', 'canceled', 'expired'] as const)('%s: no credits, no premium, and the order says so', async (outcome) => {
    const buyer = await memberIn('NL');
    const created = await order(buyer, { bundle_id: 1, method: 'ideal', consent: true });
    await payOnCheckout(created.body.checkout_url!, outcome);
    expect(await settled(buyer, created.body.payment_id)).toMatchObject({ status: outcome, paid_at: null });
    expect(await userOf(buyer)).toMatchObject({ credits: 0, paid_user: false });
  });

  it('repeated and out-of-order webhooks credit once; a second purchase adds up and premium stays', async () => {
    const buyer = await memberIn('NL');
    await setEmulatorKnobs({ webhookDuplicates: 6, webhookOutOfOrder: true });
    const first = await order(buyer, { bundle_id: 1, method: 'ideal', consent: true });
    await payOnCheckout(first.body.checkout_url!, 'paid');
    await settled(buyer, first.body.payment_id);
    // The duplicates may still be arriving: give them time, then count.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const second = await order(buyer, { bundle_id: 1, method: 'paypal', consent: true });
    await payOnCheckout(second.body.checkout_url!, 'paid');
    await settled(buyer, second.body.payment_id);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const ledger = await queryServiceDb<{ delta: number; reference: string }>(
      'payments',
      'SELECT delta, reference FROM credit_ledger WHERE member_id = $1 ORDER BY id',
      [buyer.id],
    );
    expect(ledger).toEqual([
      { delta: 20, reference: `order:${first.body.payment_id}` },
      { delta: 20, reference: `order:${second.body.payment_id}` },
    ]);
    expect(await userOf(buyer)).toMatchObject({ credits: 40, paid_user: true });
  });

  it('a paid order never goes back, whatever the provider or a forged webhook says later', async () => {
    const buyer = await memberIn('NL');
    const created = await order(buyer, { bundle_id: 1, method: 'ideal', consent: true });
    await payOnCheckout(created.body.checkout_url!, 'paid');
    await settled(buyer, created.body.payment_id);
    const [{ provider_payment_id }] = await queryServiceDb<{ provider_payment_id: string }>(
      'payments',
      'SELECT provider_payment_id FROM orders WHERE id = $1',
      [created.body.payment_id],
    );
    // Anyone may post an id: the service only reads the truth back from the provider.
    const forged = await call('/api/payments/webhooks/mollie', {
      method: 'POST',
      asSiteClient: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${provider_payment_id}`,
    });
    expect(forged.body).toEqual({ outcome: 'unchanged' });
    const unknown = await call('/api/payments/webhooks/mollie', {
      method: 'POST',
      asSiteClient: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id=tr_doesnotexist',
    });
    expect(unknown.body).toEqual({ outcome: 'unknown_payment' });
    expectEnvelope(
      await call('/api/payments/webhooks/mollie', {
        method: 'POST',
        asSiteClient: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'id=<script>',
      }),
      400,
    );
    expect((await settled(buyer, created.body.payment_id)).status).toBe('paid');
    expect((await userOf(buyer)).credits).toBe(20);
  });

  it('a delayed webhook leaves the order processing until it arrives; the redirect alone fulfils nothing', async () => {
    const buyer = await memberIn('NL');
    await setEmulatorKnobs({ webhookDelayMs: 1_500 });
    const created = await order(buyer, { bundle_id: 1, method: 'ideal', consent: true });
    await payOnCheckout(created.body.checkout_url!, 'paid');
    const right = await call<PaymentOrder>(`/api/credits/orders/${created.body.payment_id}`, { headers: { cookie: buyer.cookie } });
    expect(right.body.status).toBe('open');
    expect((await userOf(buyer)).credits).toBe(0);
    expect((await settled(buyer, created.body.payment_id)).status).toBe('paid');
    expect((await userOf(buyer)).credits).toBe(20);
  });

  it("a webhook that comes before the service noted the payment's id still settles its order", async () => {
    const buyer = await memberIn('NL');
    // The emulator's own webhook comes later than this test looks.
    await setEmulatorKnobs({ webhookDelayMs: 30_000 });
    const created = await order(buyer, { bundle_id: 1, method: 'ideal', consent: true });
    await payOnCheckout(created.body.checkout_url!, 'paid');
    // As if the provider had answered its webhook before the create call returned: no id noted yet.
    const [{ provider_payment_id }] = await queryServiceDb<{ provider_payment_id: string }>(
      'payments',
      'UPDATE orders SET provider_payment_id = NULL WHERE id = $1 RETURNING (SELECT provider_payment_id FROM orders WHERE id = $1)',
      [created.body.payment_id],
    );
    const delivered = await call('/api/payments/webhooks/mollie', {
      method: 'POST',
      asSiteClient: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${provider_payment_id}`,
    });
    expect(delivered.body).toEqual({ outcome: 'fulfilled' });
    expect((await settled(buyer, created.body.payment_id)).status).toBe('paid');
    expect((await queryServiceDb('payments', 'SELECT provider_payment_id FROM orders WHERE id = $1', [created.body.payment_id]))[0]).toEqual({
      provider_payment_id,
    });
  });

  it("another member's order is neither readable nor payable by me", async () => {
    const owner = await memberIn('NL');
    const created = await order(owner, { bundle_id: 1, method: 'ideal', consent: true });
    expectEnvelope(await call(`/api/credits/orders/${created.body.payment_id}`, { headers: { cookie: dutch.cookie } }), 404, 'PAYMENTS.ORDER_NOT_FOUND');
    expectEnvelope(await call('/api/credits/orders/not-a-uuid', { headers: { cookie: dutch.cookie } }), 404, 'PAYMENTS.ORDER_NOT_FOUND');
  });
});

describe('signup credits', () => {
  it("gives a new account the site's signup_credits once, without making it premium", async () => {
    const admin = { authorization: `Bearer ${process.env.RDV_ADMIN_TOKEN}` };
    const patch = (json: object) => call('/api/admin/sites/localhost/settings', { method: 'PATCH', headers: admin, json });
    expect((await patch({ signup_credits: 15 })).status).toBe(200);
    let member: Member;
    try {
      member = await signUpMember('Welcome');
    } finally {
      await patch({ signup_credits: 0 });
    }
    expect(await userOf(member)).toMatchObject({ credits: 15, paid_user: false });
    const ledger = await queryServiceDb('payments', 'SELECT delta, reason, reference FROM credit_ledger WHERE member_id = $1', [member.id]);
    expect(ledger).toEqual([{ delta: 15, reason: 'signup_credits', reference: `signup-credits:${member.id}` }]);
    // A site without signup credits gives nothing.
    const plain = await signUpMember('Plain');
    expect((await userOf(plain)).credits).toBe(0);
  });
});

describe("the site's minimum message costs", () => {
  // A message costs message_credits credits; bought with any bundle it never costs less money than
  // the country's minimum_message_costs (spec 3 settings) in that currency.
  it('hold for every bundle in every country that has one', async () => {
    const { body: settings } = await call('/api/settings.php');
    const costs = settings.minimum_message_costs as Record<string, { costs: number; currency: string }>;
    expect(Object.keys(costs).length).toBeGreaterThan(0);
    for (const [country, minimum] of Object.entries(costs)) {
      expect(COUNTRY_CURRENCY[country as keyof typeof COUNTRY_CURRENCY]).toBe(minimum.currency);
      for (const bundle of CREDIT_BUNDLES)
        expect(bundle.prices[minimum.currency] * settings.message_credits).toBeGreaterThanOrEqual(minimum.costs * bundle.credits);
    }
  });
});

describe('every offered method', () => {
  // One member per country; each method is paid once where it is offered, through the real client and the emulator.
  const countries = [
    ...new Set(
      PAYMENT_METHODS.filter((method) => method.inShop).map((method) =>
        method.countries.find((country) => offeredIn(method, country, COUNTRY_CURRENCY[country]))!,
      ),
    ),
  ];
  const buyers = new Map<string, Member>();

  beforeAll(async () => {
    for (const country of countries) buyers.set(country, await memberIn(country));
  }, 60_000);

  it.each(PAYMENT_METHODS.filter((method) => method.inShop).map((method) => [method.id, method] as const))(
    '%s is paid once, in its currency',
    async (_id, method) => {
      const country = method.countries.find((candidate) => offeredIn(method, candidate, COUNTRY_CURRENCY[candidate]))!;
      const buyer = buyers.get(country)!;
      const before = (await userOf(buyer)).credits;
      const created = await order(buyer, { bundle_id: 1, method: method.id, consent: true });
      expect(created.status).toBe(201);
      expect(created.body.currency).toBe(COUNTRY_CURRENCY[country]);
      // Exact in every currency: the bundle's price in the buyer's currency plus the method's fee, to the minor unit.
      expect(created.body.amount).toBe(CREDIT_BUNDLES[0].prices[COUNTRY_CURRENCY[country]] + (method.fees?.[COUNTRY_CURRENCY[country]] ?? 0));
      // The test platform moves Visa and Mastercard to Stripe (tools/platform/launch.mjs): both providers carry orders.
      const [{ provider }] = await queryServiceDb<{ provider: string }>('payments', 'SELECT provider FROM orders WHERE id = $1', [created.body.payment_id]);
      expect(provider).toBe(['visa', 'mastercard'].includes(method.id) ? 'stripe' : 'mollie');
      await payOnCheckout(created.body.checkout_url!, 'paid');
      expect((await settled(buyer, created.body.payment_id)).status).toBe('paid');
      expect((await userOf(buyer)).credits).toBe(before + 20);
    },
  );

  it('covers every method of the spec', () => {
    expect(PAYMENT_METHODS.map((method) => method.id).sort()).toEqual([...PAYMENT_METHOD_IDS].sort());
  });
});
