import { type CheckoutChoiceName, EmulatorClient, type EmulatorKnobs as Knobs } from '@rendezvous/provider-emulator';
import { readFileSync } from 'node:fs';

/** Knobs of the provider emulator (tools/provider-emulator webhooks.ts). */
export type EmulatorKnobs = Partial<Knobs>;

let client: EmulatorClient | null = null;

/** The run's emulator (tools/jest/platform-setup.js), trusting its CA only. */
function emulator(): EmulatorClient {
  const url = process.env.RDV_PROVIDER_EMULATOR_URL;
  const caFile = process.env.RDV_PROVIDER_EMULATOR_CA;
  if (!url || !caFile) throw new Error('RDV_PROVIDER_EMULATOR_URL/_CA are not set: the platform runs no provider emulator');
  client ??= new EmulatorClient(url, readFileSync(caFile, 'utf8'));
  return client;
}

/** What a tester does on the hosted checkout page: picks an outcome; answers where the browser goes next. */
export const payOnCheckout = (checkoutUrl: string, status: CheckoutChoiceName): Promise<string> => emulator().pay(checkoutUrl, status);

/** Changes the knobs given; the others stay (set back what you set; fail recurring payments by customer name). */
export const setEmulatorKnobs = (knobs: EmulatorKnobs): Promise<void> => emulator().setKnobs(knobs);

/** The buyer's bank takes a paid payment back (the emulator then calls the webhook, as Mollie does). */
export const chargeBackOnEmulator = (checkoutUrl: string): Promise<void> => emulator().chargeBack(checkoutUrl);

/** The cardholder's bank disputes a paid Stripe Checkout Session (the signed event follows). */
export const disputeOnEmulator = (sessionId: string): Promise<void> => emulator().dispute(sessionId);
