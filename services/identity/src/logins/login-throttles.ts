import { LOGIN_FAILURES_BEFORE_LOCK, LOGIN_LOCK_MINUTES } from '@rendezvous/contracts';
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

export type ThrottleState = { locked: false } | { locked: true; minutesLeft: number };

/** The lockout of an account for one client, read under a row lock inside the login's transaction. */
export async function lockedFor(manager: EntityManager, accountId: number, clientKey: string, now = Date.now()): Promise<ThrottleState> {
  const row = await manager.findOne(LoginThrottle, { where: { accountId, clientKey }, lock: { mode: 'pessimistic_write' } });
  if (!row?.lockedUntil || row.lockedUntil.getTime() <= now) return { locked: false };
  return { locked: true, minutesLeft: Math.ceil((row.lockedUntil.getTime() - now) / 60_000) };
}

/**
 * Counts a wrong password for this account and client; the LOGIN_FAILURES_BEFORE_LOCK-th in a row
 * locks this client out for LOGIN_LOCK_MINUTES. Returns whether this failure locked it.
 */
export async function recordFailure(manager: EntityManager, accountId: number, clientKey: string, now = Date.now()): Promise<boolean> {
  const [row]: Array<{ failures: number }> = await manager.query(
    `INSERT INTO login_throttles (account_id, client_key, failures, updated_at) VALUES ($1, $2, 1, now())
     ON CONFLICT (account_id, client_key) DO UPDATE
       SET failures = CASE WHEN login_throttles.locked_until > now() THEN login_throttles.failures ELSE login_throttles.failures + 1 END,
           updated_at = now()
     RETURNING failures`,
    [accountId, clientKey],
  );
  if (row.failures < LOGIN_FAILURES_BEFORE_LOCK) return false;
  await manager.update(LoginThrottle, { accountId, clientKey }, { failures: 0, lockedUntil: new Date(now + LOGIN_LOCK_MINUTES * 60_000) });
  return true;
}

/** A right password clears this client's count. */
export async function clearFailures(manager: EntityManager, accountId: number, clientKey: string): Promise<void> {
  await manager.delete(LoginThrottle, { accountId, clientKey });
}

/** A new password (reset link) lifts every lockout of the account. */
export async function clearAllFailures(manager: EntityManager, accountId: number): Promise<void> {
  await manager.delete(LoginThrottle, { accountId });
}
