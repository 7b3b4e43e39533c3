import https from 'node:https';
import { rootCertificates } from 'node:tls';
import { readFileSync } from 'node:fs';

/**
 * Makes the provider clients trust the local provider emulator's CA, in development and tests only
 * (config refuses PROVIDER_CA_FILE with NODE_ENV=production). Verification stays on: the emulator's
 * certificate must chain to that CA and name the host.
 *
 * Mollie's client pins its own bundled CA list on a new https.Agent({ ca }), so neither the system
 * store nor NODE_EXTRA_CA_CERTS reaches it (docs toolchain note): agents made with an explicit `ca`
 * get the emulator's CA added to that list. Agents without an explicit `ca` keep Node's default roots
 * (docs/adr/0008-payments-providers-and-methods.md).
 */
export function trustProviderCa(caFile: string): string {
  const ca = readFileSync(caFile, 'utf8');
  const OriginalAgent = https.Agent;
  class AgentTrustingEmulator extends OriginalAgent {
    constructor(options?: https.AgentOptions) {
      // keepAlive too: Mollie's agent opens a new TLS connection per call, and building a secure context
      // from its ~150 bundled CAs costs ~20 ms of CPU each time (seen in bench/webhook-storm.mjs).
      super(
        options?.ca
          ? { ...options, keepAlive: true, ca: ([] as Array<string | Buffer>).concat(options.ca as string | Buffer | Array<string | Buffer>, ca) }
          : options,
      );
    }
  }
  (https as { Agent: typeof https.Agent }).Agent = AgentTrustingEmulator;
  return ca;
}

/** An agent for clients that take one (Stripe's): the public roots and the emulator's CA, kept alive. */
export function agentTrusting(caFile: string): https.Agent {
  return new https.Agent({ keepAlive: true, ca: [...rootCertificates, readFileSync(caFile, 'utf8')] });
}
