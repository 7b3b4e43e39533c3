// Development secrets are made at first start and kept in the git-ignored var/ folder: nothing
// secret is ever committed, and a restart keeps the same local passwords.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function loadDevSecrets(file) {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    POSTGRES_PASSWORD: randomBytes(18).toString('base64url'),
    ADMIN_TOKEN: randomBytes(24).toString('base64url'),
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
