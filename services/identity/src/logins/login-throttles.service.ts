import { LOGIN_FAILURES_BEFORE_LOCK, LOGIN_LOCK_MINUTES } from '@rendezvous/contracts';
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LoginThrottlesRepository } from './login-throttles.repository';

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

export type ThrottleState = { locked: false } | { locked: true; minutesLeft: number };

/**
 * The login lockout per e-mail address and client (spec wording with the minutes left): read and
 * counted inside the login's transaction (`tx`), under the row's lock.
 */
@Injectable()
export class LoginThrottlesService {
  constructor(private readonly throttles: LoginThrottlesRepository) {}

  /** The lockout of an address for one client, read under a row lock inside the login's transaction. */
  async lockedFor(tx: EntityManager, addressKey: string, clientKey: string, now = Date.now()): Promise<ThrottleState> {
    const row = await this.throttles.lock(tx, addressKey, clientKey);
    if (!row?.lockedUntil || row.lockedUntil.getTime() <= now) return { locked: false };
    return { locked: true, minutesLeft: Math.ceil((row.lockedUntil.getTime() - now) / 60_000) };
  }

  /**
   * Counts a wrong password for this address and client; the LOGIN_FAILURES_BEFORE_LOCK-th in a row
   * locks this client out for LOGIN_LOCK_MINUTES. Returns whether this failure locked it.
   */
  async recordFailure(tx: EntityManager, addressKey: string, clientKey: string, now = Date.now()): Promise<boolean> {
    const failures = await this.throttles.countFailure(tx, addressKey, clientKey);
    if (failures < LOGIN_FAILURES_BEFORE_LOCK) return false;
    await this.throttles.lockOut(tx, addressKey, clientKey, new Date(now + LOGIN_LOCK_MINUTES * 60_000));
    return true;
  }

  /** A right password clears this client's count. */
  async clearFailures(tx: EntityManager, addressKey: string, clientKey: string): Promise<void> {
    await this.throttles.delete(tx, addressKey, clientKey);
  }

  /** A new password (reset link) lifts every lockout of the address. */
  async clearAllFailures(tx: EntityManager, addressKey: string): Promise<void> {
    await this.throttles.deleteAll(tx, addressKey);
  }
}
