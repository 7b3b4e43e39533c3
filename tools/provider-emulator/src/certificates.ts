import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCA, createCert } from 'mkcert';

export interface EmulatorCertificates {
  /** the local CA's certificate: what the payments process adds to its trust in development and tests */
  caFile: string;
  caPem: string;
  key: string;
  cert: string;
  /** base64 SHA-256 of the server certificate's public key, for Chromium's --ignore-certificate-errors-spki-list */
  spkiHash: string;
}

const CA_DAYS = 3650;
const SERVER_DAYS = 825;

/**
 * A CA made on this machine at first start, and a server certificate for 127.0.0.1 and localhost
 * signed by it, kept in `dir` so a restart keeps the same trust. Nothing of this is ever committed
 * or trusted outside development and tests (services/payments/src/providers/emulator-trust.ts).
 */
export async function emulatorCertificates(dir: string): Promise<EmulatorCertificates> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const files = { caKey: join(dir, 'ca-key.pem'), caCert: join(dir, 'ca.pem'), key: join(dir, 'server-key.pem'), cert: join(dir, 'server.pem') };
  if (!Object.values(files).every((file) => existsSync(file))) {
    const ca = await createCA({
      organization: 'Rendezvous local provider emulator CA',
      countryCode: 'NL',
      state: 'Noord-Holland',
      locality: 'Amsterdam',
      validity: CA_DAYS,
    });
    const server = await createCert({ ca, domains: ['127.0.0.1', 'localhost', '::1'], validity: SERVER_DAYS, organization: 'Rendezvous provider emulator' });
    writeFileSync(files.caKey, ca.key, { mode: 0o600 });
    writeFileSync(files.caCert, ca.cert);
    writeFileSync(files.key, server.key, { mode: 0o600 });
    writeFileSync(files.cert, server.cert);
  }
  const cert = readFileSync(files.cert, 'utf8');
  return { caFile: files.caCert, caPem: readFileSync(files.caCert, 'utf8'), key: readFileSync(files.key, 'utf8'), cert, spkiHash: spkiHashOf(cert) };
}

export function spkiHashOf(certPem: string): string {
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}
