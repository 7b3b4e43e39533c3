import https from 'node:https';
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
      super(options?.ca ? { ...options, ca: ([] as Array<string | Buffer>).concat(options.ca as string | Buffer | Array<string | Buffer>, ca) } : options);
    }
  }
  (https as { Agent: typeof https.Agent }).Agent = AgentTrustingEmulator;
  return ca;
}
