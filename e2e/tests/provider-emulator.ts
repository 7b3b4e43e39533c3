import { EmulatorClient, type EmulatorKnobs } from '@rendezvous/provider-emulator';
import { readFileSync } from 'node:fs';

/** The platform's provider emulator (global-setup), trusting its CA only. */
const emulator = () => new EmulatorClient(process.env.RDV_PROVIDER_EMULATOR_URL ?? '', readFileSync(process.env.RDV_PROVIDER_EMULATOR_CA ?? '', 'utf8'));

/** The buyer's bank takes a paid Mollie payment back (the emulator then calls the webhook). */
export const chargeBack = (paymentId: string): Promise<void> => emulator().chargeBack(paymentId);

/** Changes the knobs given; the others stay. */
export const setEmulatorKnobs = (knobs: Partial<EmulatorKnobs>): Promise<void> => emulator().setKnobs(knobs);
