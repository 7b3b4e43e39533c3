import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** What the contact rules read of a pair: the recipient's profile, blocks and like either way, the sender's premium and name. */
export interface ContactRow {
  name: string;
  exists: boolean;
  protected: boolean;
  blocked_by_recipient: boolean;
  blocked_by_sender: boolean;
  recipient_liked_sender: boolean;
  sender_premium: boolean;
  sender_name: string | null;
  /** the rest of both members' snapshots, for chat's read model (ContactRules.facts), with the versions they were last published with */
  recipient_premium: boolean;
  recipient_version: string;
  /** null when the sender has no profile */
  sender_version: string | null;
  sender_active: boolean | null;
  sender_protected: boolean | null;
}

/** Reads profiles, blocks and likes for the contact rules; inside the caller's transaction when given one. */
@Injectable()
export class ContactRepository {
  constructor(private readonly dataSource: DataSource) {}

  async pair(from: number, to: number, tx: EntityManager = this.dataSource.manager): Promise<ContactRow | undefined> {
    const [row] = await tx.query(
      `SELECT p.name, p.status = 'active' AS exists, (p.invisible OR p.privacy) AS protected,
              EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = p.id AND b.blocked_id = $1) AS blocked_by_recipient,
              EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $1 AND b.blocked_id = p.id) AS blocked_by_sender,
              EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = p.id AND l.liked_id = $1) AS recipient_liked_sender,
              coalesce(s.premium, false) AS sender_premium, s.name AS sender_name,
              p.premium AS recipient_premium, p.contact_version AS recipient_version, s.contact_version AS sender_version, s.status = 'active' AS sender_active,
              (s.invisible OR s.privacy) AS sender_protected
         FROM profiles p LEFT JOIN profiles s ON s.id = $1
        WHERE p.id = $2`,
      [from, to],
    );
    return row as ContactRow | undefined;
  }
}
