import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MembershipsRepository } from './memberships.repository';

/**
 * Premium memberships (spec section 4: free becomes premium on the first credit bundle, and stays
 * premium when the credits run out) and when each account signed up. Writes join the caller's transaction.
 */
@Injectable()
export class MembershipsService {
  constructor(private readonly memberships: MembershipsRepository) {}

  /** Makes the member premium from now; undefined when the member was premium already. */
  grantPremium(tx: EntityManager, memberId: number): Promise<{ premium_since: Date } | undefined> {
    return this.memberships.grantPremium(tx, memberId);
  }

  /** The account's signup time, kept once (the welcome discount counts from it). */
  recordSignup(tx: EntityManager, memberId: number, signedUpAt: string): Promise<void> {
    return this.memberships.recordSignup(tx, memberId, signedUpAt);
  }

  /** A purged account: its membership and signup time go. */
  forget(tx: EntityManager, memberId: number): Promise<void> {
    return this.memberships.deleteMember(tx, memberId);
  }
}
