import { readFileSync } from 'node:fs';
import { runWebhookStorm } from '@rendezvous/platform-tools/webhook-storm-bench';

// The storm, on the run's platform: 10,000 repeated, concurrent and out-of-order webhook
// deliveries while 50 orders of 10 members settle; every order credited exactly once, nothing else
// (bench/webhook-storm.mjs is the same run with its figures, for `npm run bench`).
describe('webhook storm', () => {
  it('credits every paid order exactly once and nothing else, whatever arrives in whatever order', async () => {
    const databases = JSON.parse(process.env.RDV_DATABASES ?? '{}') as Record<string, string>;
    const url = new URL(process.env.RDV_SERVER_URL ?? '');
    url.pathname = `/${databases.payments}`;
    const result = await runWebhookStorm({
      gatewayUrl: process.env.RDV_BASE_URL ?? '',
      emulatorUrl: process.env.RDV_PROVIDER_EMULATOR_URL ?? '',
      emulatorCa: readFileSync(process.env.RDV_PROVIDER_EMULATOR_CA ?? '', 'utf8'),
      paymentsDatabaseUrl: url.toString(),
      deliveries: 10_000,
      members: 10,
      ordersPerMember: 5,
    });
    expect(result).toMatchObject({
      deliveries: 10_000,
      failedDeliveries: 0,
      doubleCredits: 0,
      wrongCredits: 0,
      wrongOutcome: 0,
      wrongBalances: 0,
      wrongPremium: 0,
    });
    // Only overload answers may have been repeated (never a 500 or a 4xx): the statuses say which.
    expect(Object.keys(result.refusals).filter((status) => !['429', '502', '503', '504'].includes(status))).toEqual([]);
    expect(result.paidOrders).toBeGreaterThan(0);
    expect(result.eventsPerSecond).toBeGreaterThan(0);
  }, 240_000);
});
