import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * The memberships table (premium since the first paid order) and member_signups (when an account was
 * made: the welcome discount counts from there). Every write takes the caller's transaction (`tx`).
 */
@Injectable()
export class MembershipsRepository {
  /** The member's premium membership from now on; undefined when the member was premium already. */
  async grantPremium(tx: EntityManager, memberId: number): Promise<{ premium_since: Date } | undefined> {
    const [premium] = (await tx.query(
      'INSERT INTO memberships (member_id, premium_since) VALUES ($1, now()) ON CONFLICT (member_id) DO NOTHING RETURNING premium_since',
      [memberId],
    )) as Array<{ premium_since: Date }>;
    return premium;
  }

  async recordSignup(tx: EntityManager, memberId: number, signedUpAt: string): Promise<void> {
    await tx.query('INSERT INTO member_signups (member_id, signed_up_at) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING', [memberId, signedUpAt]);
  }

  /** A purged account's membership and signup time. */
  async deleteMember(tx: EntityManager, memberId: number): Promise<void> {
    await tx.query('DELETE FROM memberships WHERE member_id = $1', [memberId]);
    await tx.query('DELETE FROM member_signups WHERE member_id = $1', [memberId]);
  }
}
