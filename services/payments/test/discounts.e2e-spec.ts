import type { OrderQuote } from '@rendezvous/contracts';
import { adminToken, call, expectEnvelope, payOnCheckout, queryServiceDb } from '@rendezvous/test-kit';
import { type Member, memberIn, order, settled } from './buyers';

/** Discount codes and the welcome discount through the gateway (docs/product-rules.md 4, 5, 9). */
const admin = { authorization: `Bearer ${adminToken()}` };
const createCode = (json: object) => call('/api/payments/admin/discount-codes', { method: 'POST', headers: admin, json });
const quote = (member: Member, bundle: number, method: string, code?: string) =>
  call<OrderQuote>(`/api/credits/bundles/${bundle}/quote?method=${method}${code ? `&code=${code}` : ''}`, { headers: { cookie: member.cookie } });
const lookup = (member: Member, query: string) => call(`/api/discountcode.php?${query}`, { headers: { cookie: member.cookie } });
const signedUpAgo = (member: Member, seconds: number) =>
  queryServiceDb('payments', 'UPDATE member_signups SET signed_up_at = now() - make_interval(secs => $2) WHERE member_id = $1', [member.id, seconds]);
const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

describe('the welcome discount', () => {
  it('gives a new member 25 % on the first purchase, as the spec’s code object, applied without typing a code', async () => {
    const fresh = await memberIn('NL', { welcome: true });
    const { status, body } = await lookup(fresh, 'welcome=true');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 'WELCOME',
      value_percentage: 25,
      status: 'active',
      validity: 'once-per-user',
      expired: false,
      user_id: fresh.id,
      paymentmethods: null,
    });
    // Expires 14400 s after signup.
    expect(Date.parse(body.expires) - Date.now()).toBeGreaterThan(14_300_000);
    const priced = await quote(fresh, 1, 'ideal');
    // 25 % of 29.95, rounded down to the cent: 7.48.
    expect(priced.body).toMatchObject({ price: 2995, discount: 748, discount_code: 'WELCOME', total: 2247 });
  });

  it.each([
    [14_399, true],
    [14_400, false],
  ])('%i s after signup it is %s', async (seconds, available) => {
    const member = await memberIn('NL', { welcome: true });
    await signedUpAgo(member, seconds);
    const answer = await lookup(member, 'welcome=true');
    if (available) expect(answer.status).toBe(200);
    else {
      expectEnvelope(answer, 404, 'DISCOUNT.NOT_FOUND');
      expect(answer.body.message).toBe('Code not found');
      expect((await quote(member, 1, 'ideal')).body).toMatchObject({ discount: 0, discount_code: null });
    }
  });

  it('two tabs cannot both redeem it; a failed order gives it back; a paid one ends it (and premium ends it too)', async () => {
    const member = await memberIn('NL', { welcome: true });
    const [first, second] = await Promise.all([
      order(member, { bundle_id: 1, method: 'ideal', consent: true }),
      order(member, { bundle_id: 1, method: 'ideal', consent: true }),
    ]);
    const discounted = [first, second].filter((answer) => answer.status === 201 && answer.body.discount_code === 'WELCOME');
    expect(discounted).toHaveLength(1);
    for (const other of [first, second].filter((answer) => !discounted.includes(answer))) {
      // Either refused in the spec's words, or made at the full price: never a second discount.
      if (other.status === 201) expect(other.body).toMatchObject({ discount: 0, discount_code: null });
      else expectEnvelope(other, 409, 'DISCOUNT.ALREADY_USED');
    }
    await payOnCheckout(discounted[0].body.checkout_url!, 'failed');
    await settled(member, discounted[0].body.payment_id);
    expect((await lookup(member, 'welcome=true')).status).toBe(200);

    const again = await order(member, { bundle_id: 1, method: 'ideal', consent: true });
    expect(again.body).toMatchObject({ discount_code: 'WELCOME', total: 2247 });
    await payOnCheckout(again.body.checkout_url!, 'paid');
    expect((await settled(member, again.body.payment_id)).status).toBe('paid');
    expectEnvelope(await lookup(member, 'welcome=true'), 404, 'DISCOUNT.NOT_FOUND');
    expect((await quote(member, 1, 'ideal')).body.discount).toBe(0);
  });
});

describe('discount codes', () => {
  let dutch: Member;
  beforeAll(async () => {
    dutch = await memberIn('NL');
  });

  it('are made by operators only', async () => {
    expectEnvelope(
      await call('/api/payments/admin/discount-codes', { method: 'POST', json: { code: 'NOPE', value_percentage: 10, validity: 'unlimited' } }),
      403,
    );
    expectEnvelope(await createCode({ code: 'x', value_percentage: 10, validity: 'unlimited' }), 400);
    expectEnvelope(await createCode({ code: 'welcome', value_percentage: 10, validity: 'unlimited' }), 409, 'DISCOUNT.CODE_TAKEN');
  });

  it('answer the spec’s object, and every rule is checked when the order is priced', async () => {
    const code = unique('spring');
    const made = await createCode({
      code: code.toLowerCase(),
      value_percentage: 10,
      validity: 'once-per-user',
      country: 'NL',
      currency: 'EUR',
      minimum_order_value: 5000,
      paymentmethods: ['ideal', 'credit-card'],
    });
    expect(made.status).toBe(201);
    const { body } = await lookup(dutch, `code=${code.toLowerCase()}`);
    expect(body).toEqual({
      code,
      country: 'NL',
      user_id: null,
      expires: null,
      value_percentage: 10,
      currency: 'EUR',
      minimum_order_value: 5000,
      status: 'active',
      validity: 'once-per-user',
      expired: false,
      paymentmethods: ['ideal', 'credit-card'],
    });
    // Too small a bundle, a method it is not for, another country: refused, with the reason.
    expectEnvelope(await quote(dutch, 1, 'ideal', code), 422, 'DISCOUNT.NOT_APPLICABLE');
    expectEnvelope(await quote(dutch, 2, 'paypal', code), 422, 'DISCOUNT.NOT_APPLICABLE');
    const polish = await memberIn('PL');
    expectEnvelope(await quote(polish, 2, 'przelewy24', code), 422, 'DISCOUNT.NOT_APPLICABLE');
    // 10 % of 64.95, rounded down: 6.49.
    expect((await quote(dutch, 2, 'ideal', code)).body).toMatchObject({ discount: 649, discount_code: code, total: 5846 });

    const bought = await order(dutch, { bundle_id: 2, method: 'ideal', consent: true, discount_code: code });
    expect(bought.body).toMatchObject({ discount: 649, total: 5846 });
    await payOnCheckout(bought.body.checkout_url!, 'paid');
    expect((await settled(dutch, bought.body.payment_id)).amount).toBe(5846);
    const used = await lookup(dutch, `code=${code}`);
    expectEnvelope(used, 409, 'DISCOUNT.ALREADY_USED');
    expect(used.body.message).toBe('Code already used');
    expectEnvelope(await order(dutch, { bundle_id: 2, method: 'ideal', consent: true, discount_code: code }), 409, 'DISCOUNT.ALREADY_USED');
  });

  it("say 'Code not found' for unknown, inactive and other members' codes; an expired one says so and does not apply", async () => {
    const other = await memberIn('NL');
    const personal = unique('mine');
    const inactive = unique('off');
    const expired = unique('late');
    await createCode({ code: personal, value_percentage: 5, validity: 'unlimited', user_id: other.id });
    await createCode({ code: inactive, value_percentage: 5, validity: 'unlimited', status: 'inactive' });
    await createCode({ code: expired, value_percentage: 5, validity: 'unlimited', expires: '2020-01-01T00:00:00Z' });
    for (const code of ['NO-SUCH-CODE', personal, inactive]) {
      const answer = await lookup(dutch, `code=${code}`);
      expectEnvelope(answer, 404, 'DISCOUNT.NOT_FOUND');
      expect(answer.body.message).toBe('Code not found');
    }
    expect((await lookup(other, `code=${personal}`)).status).toBe(200);
    expect((await lookup(dutch, `code=${expired}`)).body).toMatchObject({ expired: true });
    expectEnvelope(await quote(dutch, 1, 'ideal', expired), 422, 'DISCOUNT.NOT_APPLICABLE');
  });
});

describe('the retention offer at account deletion', () => {
  it("is a personal code of the company's delete_discount, the same while unused, and nobody else's", async () => {
    const leaving = await memberIn('NL');
    const offer = await call('/api/credits/retention-offer', { method: 'POST', headers: { cookie: leaving.cookie } });
    expect(offer.status).toBe(201);
    // The seeded company offers 50 % (site service, companyinfo.php).
    expect(offer.body).toMatchObject({ value_percentage: 50, user_id: leaving.id, validity: 'once-per-user', status: 'active', expired: false });
    expect(offer.body.code).toMatch(/^STAY-[A-Z0-9]{8}$/);
    expect(Date.parse(offer.body.expires) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect((await call('/api/credits/retention-offer', { method: 'POST', headers: { cookie: leaving.cookie } })).body.code).toBe(offer.body.code);
    expect((await quote(leaving, 1, 'ideal', offer.body.code)).body).toMatchObject({ discount: 1497, discount_code: offer.body.code });
    const other = await memberIn('NL');
    expectEnvelope(await lookup(other, `code=${offer.body.code}`), 404, 'DISCOUNT.NOT_FOUND');
  });
});
