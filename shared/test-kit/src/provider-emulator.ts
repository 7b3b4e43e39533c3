import { readFileSync } from 'node:fs';
import { request } from 'node:https';

/** Knobs of the provider emulator (tools/provider-emulator webhooks.ts). */
export interface EmulatorKnobs {
  webhookDelayMs?: number;
  webhookDuplicates?: number;
  webhookOutOfOrder?: boolean;
  failNextRecurring?: boolean;
  /** customer names (Mollie) whose next recurring payment fails, once each */
  failRecurringFor?: string[];
}

function emulator(): { url: string; ca: string } {
  const url = process.env.RDV_PROVIDER_EMULATOR_URL;
  const caFile = process.env.RDV_PROVIDER_EMULATOR_CA;
  if (!url || !caFile) throw new Error('RDV_PROVIDER_EMULATOR_URL/_CA are not set: the platform runs no provider emulator');
  return { url, ca: readFileSync(caFile, 'utf8') };
}

/** One HTTPS call to the emulator, trusting its CA only (verification stays on). */
function emulatorCall(target: string, method: string, body?: string, type?: string): Promise<{ status: number; location?: string; text: string }> {
  const { ca } = emulator();
  return new Promise((resolve, reject) => {
    const call = request(target, { method, ca, headers: body !== undefined ? { 'content-type': type ?? 'application/json', 'content-length': Buffer.byteLength(body) } : {} }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, location: answer.headers.location, text }));
    });
    call.on('error', reject);
    call.end(body);
  });
}

/** What a tester does on the hosted checkout page: picks an outcome; answers where the browser goes next. */
export async function payOnCheckout(checkoutUrl: string, status: 'paid' | 'failed' | 'canceled' | 'expired' | 'open'): Promise<string> {
  const answer = await emulatorCall(checkoutUrl, 'POST', new URLSearchParams({ status }).toString(), 'application/x-www-form-urlencoded');
  if (answer.status !== 303 || !answer.location) throw new Error(`checkout answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return answer.location;
}

/**
 * Changes the emulator's knobs given; the others stay. The emulator is shared by test files running
 * side by side: set back what you set, and fail recurring payments by customer name.
 */
export async function setEmulatorKnobs(knobs: EmulatorKnobs): Promise<void> {
  const answer = await emulatorCall(`${emulator().url}/__emulator/knobs`, 'PUT', JSON.stringify(knobs));
  if (answer.status !== 200) throw new Error(`knobs refused: ${answer.status} ${answer.text}`);
}

/** The buyer's bank takes a paid payment back (the emulator then calls the webhook, as Mollie does). */
export async function chargeBackOnEmulator(checkoutUrl: string): Promise<void> {
  const paymentId = checkoutUrl.split('/').pop();
  const answer = await emulatorCall(`${emulator().url}/__emulator/payments/${paymentId}/chargeback`, 'POST', '', 'application/json');
  if (answer.status !== 200) throw new Error(`chargeback refused: ${answer.status} ${answer.text}`);
}
