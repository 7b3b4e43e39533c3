import { LOGIN_FAILURES_BEFORE_LOCK, LOGIN_LOCK_MINUTES } from '@rendezvous/contracts';
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { EntityManager } from 'typeorm';
import { LoginThrottle } from './login-throttle.entity';

/** A client's key for the lockout: its address, an IPv6 client by its /64 (one machine holds a whole /64). */
export function throttleKeyOf(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!isIPv6(plain)) return plain;
  const [head] = plain.split('::');
  const groups = head.split(':').filter(Boolean);
  // Fewer than four groups before "::" means the rest of the /64 is zeros.
  while (groups.length < 4) groups.push('0');
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * The lockout's key for an e-mail address (already normalised), whether or not it has an account:
 * a lockout that only known addresses get would tell which addresses have one (issue 30, finding 5).
 * Only a hash is stored; the migration computes the same one in SQL for running lockouts.
 */
export function addressKeyOf(normalisedEmail: string): string {
  return createHash('sha256').update(normalisedEmail, 'utf8').digest('hex');
}

/** Rows of guessed addresses have no account to go with: each failure clears a few long-finished ones. */
const STALE_AFTER = '1 day';
const STALE_PER_FAILURE = 20;

export type ThrottleState = { locked: false } | { locked: true; minutesLeft: number };

/** The lockout of an address for one client, read under a row lock inside the login's transaction. */
export async function lockedFor(manager: EntityManager, addressKey: string, clientKey: string, now = Date.now()): Promise<ThrottleState> {
  const row = await manager.findOne(LoginThrottle, { where: { addressKey, clientKey }, lock: { mode: 'pessimistic_write' } });
  if (!row?.lockedUntil || row.lockedUntil.getTime() <= now) return { locked: false };
  return { locked: true, minutesLeft: Math.ceil((row.lockedUntil.getTime() - now) / 60_000) };
}

/**
 * Counts a wrong password for this address and client; the LOGIN_FAILURES_BEFORE_LOCK-th in a row
 * locks this client out for LOGIN_LOCK_MINUTES. Returns whether this failure locked it.
 */
export async function recordFailure(manager: EntityManager, addressKey: string, clientKey: string, now = Date.now()): Promise<boolean> {
  const [row]: Array<{ failures: number }> = await manager.query(
    `INSERT INTO login_throttles (address_key, client_key, failures, updated_at) VALUES ($1, $2, 1, now())
     ON CONFLICT (address_key, client_key) DO UPDATE
       SET failures = CASE WHEN login_throttles.locked_until > now() THEN login_throttles.failures ELSE login_throttles.failures + 1 END,
           updated_at = now()
     RETURNING failures`,
    [addressKey, clientKey],
  );
  await manager.query(
    `DELETE FROM login_throttles WHERE ctid IN (
       SELECT ctid FROM login_throttles WHERE updated_at < now() - interval '${STALE_AFTER}' LIMIT ${STALE_PER_FAILURE} FOR UPDATE SKIP LOCKED)`,
  );
  if (row.failures < LOGIN_FAILURES_BEFORE_LOCK) return false;
  await manager.update(LoginThrottle, { addressKey, clientKey }, { failures: 0, lockedUntil: new Date(now + LOGIN_LOCK_MINUTES * 60_000) });
  return true;
}

/** A right password clears this client's count. */
export async function clearFailures(manager: EntityManager, addressKey: string, clientKey: string): Promise<void> {
  await manager.delete(LoginThrottle, { addressKey, clientKey });
}

/** A new password (reset link) lifts every lockout of the address. */
export async function clearAllFailures(manager: EntityManager, addressKey: string): Promise<void> {
  await manager.delete(LoginThrottle, { addressKey });
}
