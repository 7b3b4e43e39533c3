import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LoginThrottle } from './login-throttle.entity';

/** Rows of guessed addresses have no account to go with: each failure clears a few long-finished ones. */
const STALE_AFTER = '1 day';
const STALE_PER_FAILURE = 20;

/** The login_throttles table, in the login's (or the new password's) transaction (`tx`). */
@Injectable()
export class LoginThrottlesRepository {
  /** The row of an address and client, locked for the rest of the transaction; null when there is none. */
  lock(tx: EntityManager, addressKey: string, clientKey: string): Promise<LoginThrottle | null> {
    return tx.findOne(LoginThrottle, { where: { addressKey, clientKey }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Counts a failure for the address and client (not while locked) and answers the count; clears a
   * few rows untouched for STALE_AFTER on the way.
   */
  async countFailure(tx: EntityManager, addressKey: string, clientKey: string): Promise<number> {
    const [row]: Array<{ failures: number }> = await tx.query(
      `INSERT INTO login_throttles (address_key, client_key, failures, updated_at) VALUES ($1, $2, 1, now())
     ON CONFLICT (address_key, client_key) DO UPDATE
       SET failures = CASE WHEN login_throttles.locked_until > now() THEN login_throttles.failures ELSE login_throttles.failures + 1 END,
           updated_at = now()
     RETURNING failures`,
      [addressKey, clientKey],
    );
    await tx.query(
      `DELETE FROM login_throttles WHERE ctid IN (
       SELECT ctid FROM login_throttles WHERE updated_at < now() - interval '${STALE_AFTER}' LIMIT ${STALE_PER_FAILURE} FOR UPDATE SKIP LOCKED)`,
    );
    return row.failures;
  }

  /** Locks the client out until `lockedUntil`, its count starting again from zero. */
  async lockOut(tx: EntityManager, addressKey: string, clientKey: string, lockedUntil: Date): Promise<void> {
    await tx.update(LoginThrottle, { addressKey, clientKey }, { failures: 0, lockedUntil });
  }

  async delete(tx: EntityManager, addressKey: string, clientKey: string): Promise<void> {
    await tx.delete(LoginThrottle, { addressKey, clientKey });
  }

  async deleteAll(tx: EntityManager, addressKey: string): Promise<void> {
    await tx.delete(LoginThrottle, { addressKey });
  }
}
