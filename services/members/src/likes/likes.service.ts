import { LIKES_PER_HOUR, MEMBERS_ERROR_CODES, type LikeAnswer, type LikesResponse } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ContactRules } from '../contact/contact-rules';
import { ProfileViews } from '../profiles/profile-views';
import { CARD_COLUMNS, MAIN_PHOTO_JOIN, toMemberCard, type CardRow } from '../search/member-cards';

interface LikeRow {
  liker_id: string;
  liked_id: string;
  seen_at: Date | null;
}

/** Likes given and received; a new like is one whose liker's profile the member has not opened yet. */
@Injectable()
export class LikesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly views: ProfileViews,
    private readonly contact: ContactRules,
  ) {}

  /**
   * Likes a member. A mutual like is a match, made exactly once even when both like at the same
   * moment: the pair's likes are decided under one lock (a transaction-scoped advisory lock on the
   * pair), so whoever comes second sees the first like, and the matches table keeps one row per pair.
   * The member's own lock, taken first, makes the hourly cap exact under parallel likes. Liking again
   * changes nothing.
   */
  async like(from: number, to: number): Promise<LikeAnswer> {
    const match = await this.dataSource.transaction((manager) => this.likeWithin(manager, from, to));
    const [row]: CardRow[] = await this.dataSource.query(`SELECT ${CARD_COLUMNS} FROM profiles p ${MAIN_PHOTO_JOIN} WHERE p.id = $1`, [to]);
    return { match, profile: toMemberCard(row) };
  }

  /**
   * The like itself, inside the caller's transaction (the swipe game records its swipe in the same
   * one). `alsoCheck` runs under the liker's lock, after the contact rules: a further limit of the
   * caller's (the swipe game's 4 a day). Whether the like made a match.
   */
  async likeWithin(manager: EntityManager, from: number, to: number, alsoCheck?: () => Promise<void>): Promise<boolean> {
    if (from === to) throw new AppError(400, MEMBERS_ERROR_CODES.notYourself, 'You cannot like yourself.');
    await manager.query("SELECT pg_advisory_xact_lock(hashtextextended('likes-of:' || $1::text, 0))", [from]);
    await this.lockPair(manager, from, to);
    this.contact.assertMayContact(await this.contact.check(from, to, manager));
    const [{ n }] = await manager.query("SELECT count(*)::int AS n FROM likes WHERE liker_id = $1 AND created_at > now() - interval '1 hour'", [from]);
    if (n >= LIKES_PER_HOUR) {
      throw new AppError(429, MEMBERS_ERROR_CODES.likeLimit, `You have liked ${LIKES_PER_HOUR} members in the last hour. Please try again later.`);
    }
    await alsoCheck?.();
    const added: unknown[] = await manager.query('INSERT INTO likes (liker_id, liked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING liker_id', [from, to]);
    if (added.length === 0) return false;
    return this.matchIfMutual(manager, from, to);
  }

  /** The pair's lock: whoever likes second sees the first like, so a mutual like is never missed. */
  async lockPair(manager: EntityManager, a: number, b: number): Promise<void> {
    const [low, high] = a < b ? [a, b] : [b, a];
    await manager.query("SELECT pg_advisory_xact_lock(hashtextextended('like-pair:' || $1::text || ':' || $2::text, 0))", [low, high]);
  }

  /** After `from` liked `to`, under the pair's lock: the match, once, if `to` likes `from` too. Whether it was made now. */
  async matchIfMutual(manager: EntityManager, from: number, to: number): Promise<boolean> {
    const [mutual] = await manager.query('SELECT 1 FROM likes WHERE liker_id = $1 AND liked_id = $2', [to, from]);
    if (!mutual) return false;
    const [low, high] = from < to ? [from, to] : [to, from];
    const made: unknown[] = await manager.query('INSERT INTO matches (member_low, member_high) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING member_low', [low, high]);
    return made.length > 0;
  }

  /** Takes a like back; a match it made ends with it. */
  async unlike(from: number, to: number): Promise<void> {
    const [low, high] = from < to ? [from, to] : [to, from];
    await this.dataSource.transaction(async (manager) => {
      await this.lockPair(manager, from, to);
      await manager.query('DELETE FROM likes WHERE liker_id = $1 AND liked_id = $2', [from, to]);
      await manager.query('DELETE FROM matches WHERE member_low = $1 AND member_high = $2', [low, high]);
    });
  }

  /**
   * Both lists newest first, and the profiles of everyone in them once. A disabled profile (a
   * deleted or blocked account) is left out of the lists and the profiles. An invisible member stays
   * in: invisible mode hides from search and unsolicited contact, not from likes already exchanged.
   */
  async likesOf(memberId: number): Promise<LikesResponse> {
    const rows: LikeRow[] = await this.dataSource.query(
      `SELECT l.liker_id, l.liked_id, l.seen_at
         FROM likes l
         JOIN profiles other ON other.id = CASE WHEN l.liker_id = $1 THEN l.liked_id ELSE l.liker_id END
        WHERE (l.liker_id = $1 OR l.liked_id = $1) AND other.status <> 'disabled'
        ORDER BY l.created_at DESC, other.id DESC`,
      [memberId],
    );
    const { likes, liked_by, profileIds } = splitLikes(memberId, rows);
    return { likes, liked_by, profiles: await this.views.others(profileIds) };
  }
}

/** Splits the member's like rows (newest first) into the two lists and the ids to show profiles of. */
export function splitLikes(memberId: number, rows: readonly LikeRow[]) {
  const likes: number[] = [];
  const liked_by: LikesResponse['liked_by'] = [];
  for (const row of rows) {
    if (Number(row.liker_id) === memberId) likes.push(Number(row.liked_id));
    else liked_by.push({ id: Number(row.liker_id), like_new: row.seen_at === null });
  }
  const profileIds = [...new Set([...liked_by.map(({ id }) => id), ...likes])];
  return { likes, liked_by, profileIds };
}
