// Development secrets are made at first start and kept in the git-ignored var/ folder: nothing
// secret is ever committed, and a restart keeps the same local passwords.
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A Web Push (VAPID, RFC 8292) key pair on P-256, both halves base64url as browsers and the
 * web-push library take them: the public key uncompressed (65 bytes), the private key 32 bytes.
 */
export function makeVapidKeys() {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  // A private key with leading zero bytes comes back shorter: padded to its 32 bytes.
  const privateKey = curve.getPrivateKey();
  const padded = Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]);
  return { VAPID_PUBLIC_KEY: curve.getPublicKey('base64url', 'uncompressed'), VAPID_PRIVATE_KEY: padded.toString('base64url') };
}

/** Secrets made in pairs: both halves are made again when either is missing. */
const PAIRS_MADE_AT_FIRST_START = [{ keys: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'], make: makeVapidKeys }];

const MADE_AT_FIRST_START = {
  POSTGRES_PASSWORD: () => randomBytes(18).toString('base64url'),
  ADMIN_TOKEN: () => randomBytes(24).toString('base64url'),
  // between services, for their /internal calls
  INTERNAL_TOKEN: () => randomBytes(24).toString('base64url'),
  // the gateway's release API (/internal/releases): npm run deploy / rollback / releases send it
  RELEASE_TOKEN: () => randomBytes(24).toString('base64url'),
};

/** Reads the local secrets, making any that are missing (a newer platform may need more than an older var/ has). */
export function loadDevSecrets(file) {
  const secrets = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const missing = Object.keys(MADE_AT_FIRST_START).filter((key) => !secrets[key]);
  const pairs = PAIRS_MADE_AT_FIRST_START.filter(({ keys }) => keys.some((key) => !secrets[key]));
  if (missing.length === 0 && pairs.length === 0) return secrets;
  for (const key of missing) secrets[key] = MADE_AT_FIRST_START[key]();
  for (const { make } of pairs) Object.assign(secrets, make());
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
