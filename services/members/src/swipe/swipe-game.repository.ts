import { SWIPE_CARDS_PER_DEAL, type Gender, type Sexuality } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CARD_COLUMNS, MAIN_PHOTO_JOIN, type CardRow } from '../common/member-cards';
import { fitsViewerCondition } from '../common/search-conditions';

const DAY = "interval '24 hours'";

/** The swipes table, and the cards of the swipe game (profiles, photos, likes and blocks as the search reads them). */
@Injectable()
export class SwipeGameRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async member(memberId: number): Promise<{ gender: Gender | null; sexuality: Sexuality | null } | undefined> {
    const [me] = (await this.dataSource.query('SELECT gender, sexuality FROM profiles WHERE id = $1', [memberId])) as Array<{
      gender: Gender | null;
      sexuality: Sexuality | null;
    }>;
    return me;
  }

  /** The next cards: listable members (of gender `wanted`, any when none) whom the member neither swiped nor liked, fitting `viewerGender`. */
  deal(memberId: number, wanted: Gender | undefined, viewerGender: Gender | null): Promise<CardRow[]> {
    const params: unknown[] = [memberId];
    const genderCondition = wanted ? `AND p.gender = $${params.push(wanted)}` : '';
    return this.dataSource.query(
      `SELECT ${CARD_COLUMNS}
         FROM profiles p
         ${MAIN_PHOTO_JOIN}
        WHERE p.status = 'active' AND NOT p.invisible AND NOT p.privacy AND p.id <> $1 ${genderCondition}
          AND ${fitsViewerCondition(`$${params.push(viewerGender)}::text`)}
          AND NOT EXISTS (SELECT 1 FROM swipes s WHERE s.member_id = $1 AND s.target_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = $1 AND l.liked_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = p.id) OR (b.blocker_id = p.id AND b.blocked_id = $1))
        ORDER BY p.last_seen_at DESC, p.id DESC
        LIMIT ${SWIPE_CARDS_PER_DEAL}`,
      params,
    );
  }

  /** Records the swipe of an active member (a like stays a like); the rows recorded (none: no such active member). */
  record(tx: EntityManager, memberId: number, targetId: number, like: boolean): Promise<unknown[]> {
    return tx.query(
      `INSERT INTO swipes (member_id, target_id, liked) SELECT $1, p.id, $3 FROM profiles p WHERE p.id = $2 AND p.status = 'active'
         ON CONFLICT (member_id, target_id) DO UPDATE SET liked = swipes.liked OR EXCLUDED.liked,
           created_at = CASE WHEN EXCLUDED.liked AND NOT swipes.liked THEN now() ELSE swipes.created_at END
         RETURNING target_id`,
      [memberId, targetId, like],
    );
  }

  /** The swipe likes of the rolling day and when the oldest was given; inside the caller's transaction when given one. */
  async likesOfTheDay(memberId: number, tx: EntityManager = this.dataSource.manager): Promise<{ used: number; oldest: Date | null }> {
    const [{ used, oldest }] = await tx.query(
      `SELECT count(*)::int AS used, min(created_at) AS oldest FROM swipes WHERE member_id = $1 AND liked AND created_at > now() - ${DAY}`,
      [memberId],
    );
    return { used, oldest };
  }
}
