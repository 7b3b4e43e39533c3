#!/usr/bin/env node
// `npm run bench`: 10,000 Mollie webhook deliveries (repeated, concurrent, out of order) while 100
// orders settle on the provider emulator; then every order, balance and premium state is checked
// (tools/platform/webhook-storm-bench.mjs). --smoke: 1,000 deliveries.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportStorm, runWebhookStorm } from '../tools/platform/webhook-storm-bench.mjs';

const smoke = process.argv.includes('--smoke');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { startTestPlatform } = await import('../tools/platform/test-platform.mjs');
const platform = await startTestPlatform({ root });
try {
  const paymentsDatabaseUrl = new URL(platform.serverUrl);
  paymentsDatabaseUrl.pathname = `/${platform.databases.payments}`;
  const result = await runWebhookStorm({
    gatewayUrl: platform.baseUrl,
    emulatorUrl: platform.providerEmulator.url,
    emulatorCa: readFileSync(platform.providerEmulator.caFile, 'utf8'),
    paymentsDatabaseUrl: paymentsDatabaseUrl.toString(),
    deliveries: smoke ? 1_000 : 10_000,
    members: smoke ? 5 : 20,
    ordersPerMember: 5,
  });
  console.log(reportStorm(result));
  const wrong = result.doubleCredits + result.wrongCredits + result.wrongOutcome + result.wrongBalances + result.wrongPremium + result.failedDeliveries;
  process.exitCode = wrong === 0 ? 0 : 1;
} finally {
  await platform.stop();
}
