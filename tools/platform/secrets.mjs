// Development secrets are made at first start and kept in the git-ignored var/ folder: nothing
// secret is ever committed, and a restart keeps the same local passwords.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const MADE_AT_FIRST_START = {
  POSTGRES_PASSWORD: () => randomBytes(18).toString('base64url'),
  ADMIN_TOKEN: () => randomBytes(24).toString('base64url'),
  // between services, for their /internal calls
  INTERNAL_TOKEN: () => randomBytes(24).toString('base64url'),
};

/** Reads the local secrets, making any that are missing (a newer platform may need more than an older var/ has). */
export function loadDevSecrets(file) {
  const secrets = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const missing = Object.keys(MADE_AT_FIRST_START).filter((key) => !secrets[key]);
  if (missing.length === 0) return secrets;
  for (const key of missing) secrets[key] = MADE_AT_FIRST_START[key]();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
