import type { MemberContactFact, MemberPairFact } from '@rendezvous/contracts/internal';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** The version a purged member's row keeps: no later snapshot (an event still on its way) brings the name back. */
const PURGED = '9223372036854775807';

/**
 * Chat's read model of members' contact facts (tables contact_members and contact_pairs). A snapshot
 * replaces only an older one, whether it came with an event or from a contact check: a member's facts
 * come from a check at the version the profile was last published with, so neither an event from before
 * the read nor a read from before an event undoes the newer one, whichever arrives first. A check's pair
 * facts come at 0 (members keeps no version for them) and so only fill a gap.
 */
@Injectable()
export class ContactFactsStore {
  constructor(private readonly dataSource: DataSource) {}

  /** A member.contact event. */
  async applyMember(tx: EntityManager, fact: MemberContactFact): Promise<void> {
    await tx.query(
      `INSERT INTO contact_members (member_id, name, active, protected, premium, version) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (member_id) DO UPDATE SET name = excluded.name, active = excluded.active, protected = excluded.protected,
         premium = excluded.premium, version = excluded.version
       WHERE contact_members.version < excluded.version`,
      [fact.member_id, fact.name, fact.active, fact.protected, fact.premium, fact.version],
    );
  }

  /** A member.pair event; none about a purged member. */
  async applyPair(tx: EntityManager, fact: MemberPairFact): Promise<void> {
    await tx.query(
      `INSERT INTO contact_pairs (from_id, to_id, fact, present, version)
       SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM contact_members WHERE member_id IN ($1, $2) AND version = ${PURGED})
       ON CONFLICT (from_id, to_id, fact) DO UPDATE SET present = excluded.present, version = excluded.version
       WHERE contact_pairs.version < excluded.version`,
      [fact.from_id, fact.to_id, fact.fact, fact.present, fact.version],
    );
  }

  /** What a contact check read, over anything older (the pairs, at 0: only where nothing is known yet); one statement. */
  async fill(members: MemberContactFact[], pairs: MemberPairFact[]): Promise<void> {
    if (members.length === 0 && pairs.length === 0) return;
    await this.dataSource.query(
      `WITH m AS (
         INSERT INTO contact_members (member_id, name, active, protected, premium, version)
         SELECT member_id, name, active, protected, premium, version FROM json_populate_recordset(NULL::contact_members, $1::json)
         ON CONFLICT (member_id) DO UPDATE SET name = excluded.name, active = excluded.active, protected = excluded.protected,
           premium = excluded.premium, version = excluded.version
         WHERE contact_members.version < excluded.version)
       INSERT INTO contact_pairs (from_id, to_id, fact, present, version)
       SELECT from_id, to_id, fact, present, 0 FROM json_populate_recordset(NULL::contact_pairs, $2::json)
       ON CONFLICT (from_id, to_id, fact) DO NOTHING`,
      [JSON.stringify(members), JSON.stringify(pairs)],
    );
  }

  /**
   * Identity purged the account: its pairs go, and its row stays without a name at the highest version,
   * so members' events still on their way (unordered against identity's) cannot bring it back.
   */
  async forget(tx: EntityManager, memberId: number): Promise<void> {
    await tx.query('DELETE FROM contact_pairs WHERE from_id = $1 OR to_id = $1', [memberId]);
    await tx.query(
      `INSERT INTO contact_members (member_id, name, active, protected, premium, version) VALUES ($1, '', false, false, false, ${PURGED})
       ON CONFLICT (member_id) DO UPDATE SET name = '', active = false, protected = false, premium = false, version = ${PURGED}`,
      [memberId],
    );
  }
}
