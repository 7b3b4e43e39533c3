import type { OrderQuote } from '@rendezvous/contracts';
import { adminToken, call, rawCall, startExtraGateway, startServiceInstance, type RunningInstance } from '@rendezvous/test-kit';
import { memberIn, type Member } from './buyers';

// Discount codes cannot be guessed (issue 30, finding 6): a payments instance with the default limit of
// 10 checks that find nothing per member, behind a gateway of its own (the run's lifts the limit).
const LIMIT = 10;
let payments: RunningInstance;
let gateway: RunningInstance;
beforeAll(async () => {
  payments = await startServiceInstance('payments', { DISCOUNT_CHECK_LIMIT: String(LIMIT) });
  gateway = await startExtraGateway({ PAYMENTS_URL: payments.url });
}, 60_000);
afterAll(async () => {
  await gateway?.stop();
  await payments?.stop();
});

const lookup = (member: Member, code: string) => rawCall(`/api/discountcode.php?code=${code}`, { origin: gateway.url, headers: { cookie: member.cookie } });
const quote = (member: Member, code: string) =>
  rawCall(`/api/credits/bundles/1/quote?method=ideal&code=${code}`, { origin: gateway.url, headers: { cookie: member.cookie } });
const guess = (i: number) => `GUESS-${Math.random().toString(36).slice(2, 8).toUpperCase()}-${i}`;

async function validCode(): Promise<string> {
  const code = `REAL-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
  const made = await call('/api/payments/admin/discount-codes', {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken()}` },
    json: { code, value_percentage: 10, validity: 'unlimited' },
  });
  expect(made.status).toBe(201);
  return code;
}

describe('discount-code checks per member', () => {
  it('answers 30 concurrent guesses with 10 answers and 20 refusals, and then refuses a valid code too', async () => {
    const member = await memberIn('NL');
    const code = await validCode();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? lookup(member, guess(i)) : quote(member, guess(i)))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LIMIT);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'REQUEST.RATE_LIMITED', message: 'Too many requests, please try again later.' });
    // Unknown, used and valid now look alike: the valid code is refused as well, in the order overview too.
    expect((await lookup(member, code)).status).toBe(429);
    expect((await quote(member, code)).status).toBe(429);
    // Another member's tries are their own.
    const other = await memberIn('NL');
    expect((await lookup(other, code)).status).toBe(200);
  });

  it('never uses up a member’s tries on a code that exists: the checkout asks for it again on every change', async () => {
    const member = await memberIn('NL');
    const code = await validCode();
    for (let i = 0; i < 3 * LIMIT; i += 1) {
      const answer = await (i % 2 ? lookup(member, code) : quote(member, code));
      expect(answer.status).toBe(200);
    }
    expect(((await quote(member, code)).body as OrderQuote).discount).toBeGreaterThan(0);
    // The member's tries are all still there.
    for (let i = 0; i < LIMIT; i += 1)
      expect((await lookup(member, guess(i))).body).toMatchObject({ statusCode: 404, code: 'DISCOUNT.NOT_FOUND', message: 'Code not found' });
    expect((await lookup(member, guess(99))).status).toBe(429);
  });
});
