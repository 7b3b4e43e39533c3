import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintId } from '@rendezvous/nest-kit';

/**
 * A premium member (spec section 4: free becomes premium on the first credit bundle, and stays
 * premium when the credits run out). No row means a free member.
 */
@Entity({ name: 'memberships' })
export class Membership {
  /** the account id from identity */
  @PrimaryColumn({ name: 'member_id', type: 'bigint', transformer: bigintId })
  memberId: number;

  @Column({ name: 'premium_since', type: 'timestamptz' })
  premiumSince: Date;
}
