export { startProviderEmulator, type ProviderEmulator, type ProviderEmulatorOptions } from './server';
export { DEFAULT_KNOBS, type EmulatorKnobs } from './webhooks';
export { emulatorCertificates, spkiHashOf } from './certificates';
export { EmulatorClient, type CheckoutChoiceName } from './client';
