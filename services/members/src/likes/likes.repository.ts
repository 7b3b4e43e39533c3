import type { Gender, Sexuality } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CARD_COLUMNS, MAIN_PHOTO_JOIN, type CardRow } from '../common/member-cards';

export interface LikeRow {
  liker_id: string;
  liked_id: string;
  seen_at: Date | null;
}

/** A member as auto-like reads them: what they look for, whether they may be liked, and the day's auto-likes received. */
export interface AutoLikeMemberRow {
  gender: Gender | null;
  sexuality: Sexuality | null;
  country: string | null;
  invisible: boolean;
  privacy: boolean;
  status: string;
  received: number;
}

/** One member's untold likes, gathered for one mail. */
export interface LikeMailBatch {
  liked_id: string;
  likers: string[];
  total: number;
  matches: number;
}

/**
 * The likes and matches tables. The locks are transaction-scoped advisory locks, so every method that
 * takes a lock or must see them takes the caller's transaction (`tx`), opened by `transaction(work)`.
 */
@Injectable()
export class LikesRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The liker's own lock: their hourly count is exact under parallel likes. */
  async lockLiker(tx: EntityManager, from: number): Promise<void> {
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('likes-of:' || $1::text, 0))", [from]);
  }

  /** The pair's lock, taken with the lower id first. */
  async lockPair(tx: EntityManager, low: number, high: number): Promise<void> {
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('like-pair:' || $1::text || ':' || $2::text, 0))", [low, high]);
  }

  async countLastHour(tx: EntityManager, from: number): Promise<number> {
    const [{ n }] = await tx.query("SELECT count(*)::int AS n FROM likes WHERE liker_id = $1 AND created_at > now() - interval '1 hour'", [from]);
    return n as number;
  }

  /** Whether the like was added (false: it was there already). */
  async insert(tx: EntityManager, from: number, to: number): Promise<boolean> {
    const added: unknown[] = await tx.query('INSERT INTO likes (liker_id, liked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING liker_id', [from, to]);
    return added.length > 0;
  }

  async exists(tx: EntityManager, from: number, to: number): Promise<boolean> {
    const [mutual] = await tx.query('SELECT 1 FROM likes WHERE liker_id = $1 AND liked_id = $2', [from, to]);
    return Boolean(mutual);
  }

  /** Whether the match was made now (false: it was there already). */
  async insertMatch(tx: EntityManager, low: number, high: number): Promise<boolean> {
    const made: unknown[] = await tx.query('INSERT INTO matches (member_low, member_high) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING member_low', [
      low,
      high,
    ]);
    return made.length > 0;
  }

  async delete(tx: EntityManager, from: number, to: number): Promise<void> {
    await tx.query('DELETE FROM likes WHERE liker_id = $1 AND liked_id = $2', [from, to]);
  }

  async deleteMatch(tx: EntityManager, low: number, high: number): Promise<void> {
    await tx.query('DELETE FROM matches WHERE member_low = $1 AND member_high = $2', [low, high]);
  }

  /** The liked member's card, as the like's answer shows it. */
  async card(id: number): Promise<CardRow | undefined> {
    const [row]: CardRow[] = await this.dataSource.query(`SELECT ${CARD_COLUMNS} FROM profiles p ${MAIN_PHOTO_JOIN} WHERE p.id = $1`, [id]);
    return row;
  }

  /** The member's likes both ways, newest first, without those of disabled profiles. */
  likesOf(memberId: number): Promise<LikeRow[]> {
    return this.dataSource.query(
      `SELECT l.liker_id, l.liked_id, l.seen_at
         FROM likes l
         JOIN profiles other ON other.id = CASE WHEN l.liker_id = $1 THEN l.liked_id ELSE l.liker_id END
        WHERE (l.liker_id = $1 OR l.liked_id = $1) AND other.status <> 'disabled'
        ORDER BY l.created_at DESC, other.id DESC`,
      [memberId],
    );
  }

  /** One auto-like at a time per member. */
  async lockAutoLike(tx: EntityManager, memberId: number): Promise<void> {
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('auto-like:' || $1::text, 0))", [memberId]);
  }

  async autoLikeMember(tx: EntityManager, memberId: number): Promise<AutoLikeMemberRow | undefined> {
    const [member] = (await tx.query(
      `SELECT gender, sexuality, country, invisible, privacy, status,
                (SELECT count(*)::int FROM likes WHERE liked_id = $1 AND auto AND created_at > now() - interval '24 hours') AS received
           FROM profiles WHERE id = $1`,
      [memberId],
    )) as AutoLikeMemberRow[];
    return member;
  }

  /** A fictional profile of the gender wanted (any when null) that may like the member, from their country first; its id. */
  async fictionalLiker(tx: EntityManager, memberId: number, wanted: Gender | null, country: string | null): Promise<string | undefined> {
    const [liker] = (await tx.query(
      `SELECT p.id FROM profiles p
          WHERE p.fictional AND p.status = 'active' AND p.id <> $1
            AND ($2::text IS NULL OR p.gender = $2)
            AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = p.id AND l.liked_id = $1)
            AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = p.id) OR (b.blocker_id = p.id AND b.blocked_id = $1))
          ORDER BY (p.country = $3) DESC, random()
          LIMIT 1`,
      [memberId, wanted, country],
    )) as Array<{ id: string }>;
    return liker?.id;
  }

  async insertAuto(tx: EntityManager, likerId: number, memberId: number): Promise<void> {
    await tx.query('INSERT INTO likes (liker_id, liked_id, auto) VALUES ($1, $2, true)', [likerId, memberId]);
  }

  /**
   * Claims every untold like of a member whose oldest untold like is at least `delayMs` old (SKIP LOCKED:
   * replicas share the work without mailing twice).
   */
  claimDueMails(tx: EntityManager, delayMs: number): Promise<Array<{ liker_id: string; liked_id: string }>> {
    return tx.query(
      `SELECT l.liker_id, l.liked_id FROM likes l
          WHERE l.mailed_at IS NULL
            AND l.liked_id IN (SELECT due.liked_id FROM likes due
                                WHERE due.mailed_at IS NULL AND due.created_at <= now() - make_interval(secs => $1::double precision / 1000))
          ORDER BY l.created_at
          LIMIT 1000
          FOR UPDATE OF l SKIP LOCKED`,
      [delayMs],
    ) as Promise<Array<{ liker_id: string; liked_id: string }>>;
  }

  /** The claimed likes per liked member: the newest 5 likers' names, the count and the matches among them (disabled likers and blocked ones left out). */
  mailBatches(tx: EntityManager, likerIds: string[], likedIds: string[]): Promise<LikeMailBatch[]> {
    return tx.query(
      `WITH claimed AS (SELECT * FROM unnest($1::bigint[], $2::bigint[]) AS c(liker_id, liked_id))
         SELECT c.liked_id,
                (array_agg(liker.name ORDER BY l.created_at DESC))[1:5] AS likers,
                count(*)::int AS total,
                count(*) FILTER (WHERE EXISTS (SELECT 1 FROM likes back WHERE back.liker_id = c.liked_id AND back.liked_id = c.liker_id))::int AS matches
           FROM claimed c
           JOIN likes l ON l.liker_id = c.liker_id AND l.liked_id = c.liked_id
           JOIN profiles liker ON liker.id = c.liker_id AND liker.status = 'active'
          WHERE NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = c.liked_id AND b.blocked_id = c.liker_id)
          GROUP BY c.liked_id`,
      [likerIds, likedIds],
    ) as Promise<LikeMailBatch[]>;
  }

  async markMailed(tx: EntityManager, likerIds: string[], likedIds: string[]): Promise<void> {
    await tx.query(
      `UPDATE likes SET mailed_at = now() FROM unnest($1::bigint[], $2::bigint[]) AS c(liker_id, liked_id)
          WHERE likes.liker_id = c.liker_id AND likes.liked_id = c.liked_id`,
      [likerIds, likedIds],
    );
  }
}
