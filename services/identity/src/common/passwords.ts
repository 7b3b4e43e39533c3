import { argon2id, hash } from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes), the family OWASP recommends. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { type: argon2id });
}
