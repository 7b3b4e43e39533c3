// The webhook storm: many members pay many orders on the provider emulator while a flood of Mollie
// webhooks (repeated, concurrent, arriving before and after each payment settles) hits the gateway.
// Afterwards every order is checked against the ledger: each paid order credited exactly once, no
// other order credited, every member who paid premium. Full size (10,000 deliveries): `npm run bench`
// (bench/webhook-storm.mjs); services/payments/test/webhook-storm.e2e-spec.ts runs a smoke size in `npm test`.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';

// Both are CommonJS builds (npm run build): the emulator's own client, and the demo data's seeded generator.
const require = createRequire(import.meta.url);
const { EmulatorClient } = require('@rendezvous/provider-emulator');
const { seededRandom } = require('@rendezvous/demo-data');

const CLIENT = { 'x-request-type': 'client', 'content-type': 'application/json' };
/** Outcomes a tester picks on the checkout page, weighted towards paid as in real traffic. */
const OUTCOMES = ['paid', 'paid', 'paid', 'paid', 'failed', 'canceled', 'expired'];
/** Answers that say "not now" rather than "no": the provider repeats such a delivery. */
const OVERLOAD_ANSWERS = new Set([429, 502, 503, 504]);

function shuffle(items, random) {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

async function newBuyer(gatewayUrl, country) {
  const signup = await fetch(`${gatewayUrl}/api/account/signup`, {
    method: 'POST',
    headers: CLIENT,
    body: JSON.stringify({ email: `storm-${randomUUID()}@example.test`, password: 'a-good-password-1', name: 'Storm Buyer', date_of_birth: '1990-01-01' }),
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const { id } = await signup.json();
  const cookie = signup.headers
    .getSetCookie()
    .find((line) => line.startsWith('rdv_session='))
    .split(';')[0];
  await fetch(`${gatewayUrl}/api/account/signup/steps/personal_info`, { method: 'PUT', headers: { ...CLIENT, cookie }, body: JSON.stringify({ country }) });
  // Members learns the country through identity's outbox; the shop asks members.
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await fetch(`${gatewayUrl}/api/credits/shop`, { headers: { ...CLIENT, cookie } })).status === 200) return { id, cookie };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the buyer’s country never reached members');
}

/** Runs `work` over `items` with at most `concurrency` at a time. */
async function pool(items, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/**
 * @param {{ gatewayUrl: string, emulatorUrl: string, emulatorCa: string, paymentsDatabaseUrl: string,
 *   deliveries: number, members?: number, ordersPerMember?: number, concurrency?: number, seed?: number }} options
 */
export async function runWebhookStorm({
  gatewayUrl,
  emulatorUrl,
  emulatorCa,
  paymentsDatabaseUrl,
  deliveries,
  members = 10,
  ordersPerMember = 5,
  concurrency = 32,
  seed = 7,
}) {
  const random = seededRandom(seed);
  const emulator = new EmulatorClient(emulatorUrl, emulatorCa);
  const buyers = [];
  for (let i = 0; i < members; i += 1) buyers.push(await newBuyer(gatewayUrl, 'NL'));
  const orders = [];
  for (const buyer of buyers) {
    for (let i = 0; i < ordersPerMember; i += 1) {
      const bundle = 1 + Math.floor(random() * 4);
      const answer = await fetch(`${gatewayUrl}/api/credits/orders`, {
        method: 'POST',
        headers: { ...CLIENT, cookie: buyer.cookie },
        body: JSON.stringify({ bundle_id: bundle, method: 'ideal', consent: true }),
      });
      if (answer.status !== 201) throw new Error(`order: ${answer.status} ${await answer.text()}`);
      const order = await answer.json();
      orders.push({ ...order, buyer, providerPaymentId: order.checkout_url.split('/').pop(), outcome: OUTCOMES[Math.floor(random() * OUTCOMES.length)] });
    }
  }
  // The emulator repeats its own webhooks too, and sends one before each change (out of order).
  await emulator.setKnobs({ webhookDuplicates: 3, webhookOutOfOrder: true });

  // The storm: forged-but-true webhook deliveries for random payments, with each payment's
  // settlement on the checkout page somewhere in between, all concurrent.
  const actions = [
    ...Array.from({ length: deliveries }, () => ({ kind: 'webhook', order: orders[Math.floor(random() * orders.length)] })),
    ...orders.map((order) => ({ kind: 'settle', order })),
  ];
  shuffle(actions, random);
  let failedDeliveries = 0;
  /** status → how many answers were not 200 (a repeated delivery counts each answer) */
  const refusals = {};
  const started = performance.now();
  await pool(actions, concurrency, async (action) => {
    if (action.kind === 'settle') {
      await emulator.pay(action.order.checkout_url, action.order.outcome);
      return;
    }
    for (let attempt = 1; ; attempt += 1) {
      const answer = await fetch(`${gatewayUrl}/api/payments/webhooks/mollie`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `id=${action.order.providerPaymentId}`,
      });
      await answer.arrayBuffer();
      if (answer.status === 200) return;
      refusals[answer.status] = (refusals[answer.status] ?? 0) + 1;
      // Mollie repeats a webhook that was not answered 200; an overload answer gets that repeat here too.
      // Any other answer, or a third refusal, is a failed delivery.
      if (!OVERLOAD_ANSWERS.has(answer.status) || attempt === 3) {
        failedDeliveries += 1;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  });
  const elapsedMs = performance.now() - started;
  await emulator.setKnobs({ webhookDuplicates: 1, webhookOutOfOrder: false });

  // The emulator's own (repeated) deliveries may still be landing: wait until every order is final.
  const db = new pg.Client({ connectionString: paymentsDatabaseUrl });
  await db.connect();
  try {
    const ids = orders.map((order) => order.payment_id);
    let rows = [];
    for (let tries = 0; tries < 100; tries += 1) {
      ({ rows } = await db.query(
        `SELECT o.id, o.status, o.credits, o.member_id, (SELECT count(*)::int FROM credit_ledger l WHERE l.reference = 'order:' || o.id) AS credited
         FROM orders o WHERE o.id = ANY($1::uuid[])`,
        [ids],
      ));
      if (rows.every((row) => ['paid', 'failed', 'canceled', 'expired'].includes(row.status))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    let doubleCredits = 0;
    let wrongOutcome = 0;
    let wrongCredits = 0;
    for (const order of orders) {
      const row = byId.get(order.payment_id);
      if (row.status !== order.outcome) wrongOutcome += 1;
      if (row.credited > 1) doubleCredits += row.credited - 1;
      if ((row.status === 'paid') !== (row.credited === 1)) wrongCredits += 1;
    }
    // What each member's purchases added is exactly the credits of their paid orders (signup credits,
    // when the site gives any, are not the storm's), and premium follows.
    const { rows: balances } = await db.query(
      `SELECT m.id, COALESCE((SELECT sum(delta)::int FROM credit_ledger WHERE member_id = m.id AND reference LIKE 'order:%'), 0) AS balance, EXISTS (SELECT 1 FROM memberships WHERE member_id = m.id) AS premium
       FROM unnest($1::bigint[]) AS m(id)`,
      [buyers.map((buyer) => buyer.id)],
    );
    let wrongBalances = 0;
    let wrongPremium = 0;
    for (const { id, balance, premium } of balances) {
      const paid = orders.filter((order) => order.buyer.id === Number(id) && order.outcome === 'paid');
      if (balance !== paid.reduce((sum, order) => sum + order.credits, 0)) wrongBalances += 1;
      if (premium !== paid.length > 0) wrongPremium += 1;
    }
    return {
      deliveries,
      orders: orders.length,
      paidOrders: orders.filter((order) => order.outcome === 'paid').length,
      elapsedMs: Math.round(elapsedMs),
      eventsPerSecond: Math.round((deliveries / elapsedMs) * 1000),
      failedDeliveries,
      refusals,
      doubleCredits,
      wrongCredits,
      wrongOutcome,
      wrongBalances,
      wrongPremium,
    };
  } finally {
    await db.end();
  }
}

export function reportStorm(result) {
  return [
    `webhook storm: ${result.deliveries.toLocaleString('en')} deliveries for ${result.orders} orders (${result.paidOrders} paid), concurrency 32`,
    `  ${result.eventsPerSecond.toLocaleString('en')} webhooks/s (${(result.elapsedMs / 1000).toFixed(1)} s), failed deliveries: ${result.failedDeliveries}, answers other than 200: ${JSON.stringify(result.refusals)}`,
    `  double credits: ${result.doubleCredits}, orders credited wrongly: ${result.wrongCredits}, wrong final status: ${result.wrongOutcome}`,
    `  wrong balances: ${result.wrongBalances}, wrong premium: ${result.wrongPremium}`,
  ].join('\n');
}
