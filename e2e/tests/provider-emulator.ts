import { readFileSync } from 'node:fs';
import { request } from 'node:https';

/** The buyer's bank takes a paid Mollie payment back (the emulator then calls the webhook). */
export function chargeBack(paymentId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const call = request(`${process.env.RDV_PROVIDER_EMULATOR_URL}/__emulator/payments/${paymentId}/chargeback`, { method: 'POST', ca: readFileSync(process.env.RDV_PROVIDER_EMULATOR_CA ?? '', 'utf8') }, (answer) => {
      answer.resume();
      answer.on('end', () => (answer.statusCode === 200 ? resolve() : reject(new Error(`chargeback refused: ${answer.statusCode}`))));
    });
    call.on('error', reject);
    call.end();
  });
}

/** Sets the provider emulator's webhook knobs (tools/provider-emulator); the ones not given go back to their defaults. */
export function setEmulatorKnobs(knobs: { webhookDelayMs?: number; webhookDuplicates?: number; failNextRecurring?: boolean }): Promise<void> {
  const body = JSON.stringify(knobs);
  return new Promise((resolve, reject) => {
    const call = request(
      `${process.env.RDV_PROVIDER_EMULATOR_URL}/__emulator/knobs`,
      // The emulator's own CA only; verification stays on.
      { method: 'PUT', ca: readFileSync(process.env.RDV_PROVIDER_EMULATOR_CA ?? '', 'utf8'), headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (answer) => {
        answer.resume();
        answer.on('end', () => (answer.statusCode === 200 ? resolve() : reject(new Error(`knobs refused: ${answer.statusCode}`))));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}
