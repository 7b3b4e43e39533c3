import { defaultGender, MEMBERS_ERROR_CODES, SWIPE_CARDS_PER_DEAL, SWIPE_LIKES_PER_DAY, type Gender, type Sexuality, type SwipeAnswer, type SwipeDeal } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { memberNotFound } from '../common/member-id.pipe';
import { LikesService } from '../likes/likes.service';
import { CARD_COLUMNS, MAIN_PHOTO_JOIN, toMemberCard, type CardRow } from '../search/member-cards';
import { fitsViewerCondition } from '../search/member-search.service';

const DAY = "interval '24 hours'";

/**
 * The swipe game (spec 2, 6, 9): cards of members one has neither swiped nor liked, like or pass
 * each, and at most SWIPE_LIKES_PER_DAY likes in any 24 hours, counted under the member's own lock
 * (LikesService.likeWithin), so parallel swipes cannot get past it.
 */
@Injectable()
export class SwipeGameService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly likes: LikesService,
  ) {}

  /**
   * The next cards: listable members (spec 6) whose own orientation fits the member, newest activity
   * first, of the gender asked for, else of the gender the member looks for (issue 31; both for bi).
   */
  async deal(memberId: number, gender?: Gender): Promise<SwipeDeal> {
    const [me] = (await this.dataSource.query('SELECT gender, sexuality FROM profiles WHERE id = $1', [memberId])) as Array<{ gender: Gender | null; sexuality: Sexuality | null }>;
    const params: unknown[] = [memberId];
    const wanted = gender ?? defaultGender(me);
    const genderCondition = wanted ? `AND p.gender = $${params.push(wanted)}` : '';
    const rows: CardRow[] = await this.dataSource.query(
      `SELECT ${CARD_COLUMNS}
         FROM profiles p
         ${MAIN_PHOTO_JOIN}
        WHERE p.status = 'active' AND NOT p.invisible AND NOT p.privacy AND p.id <> $1 ${genderCondition}
          AND ${fitsViewerCondition(`$${params.push(me?.gender ?? null)}::text`)}
          AND NOT EXISTS (SELECT 1 FROM swipes s WHERE s.member_id = $1 AND s.target_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = $1 AND l.liked_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = p.id) OR (b.blocker_id = p.id AND b.blocked_id = $1))
        ORDER BY p.last_seen_at DESC, p.id DESC
        LIMIT ${SWIPE_CARDS_PER_DEAL}`,
      params,
    );
    const now = new Date();
    return { cards: rows.map((row) => toMemberCard(row, now)), ...(await this.allowance(this.dataSource.manager, memberId)) };
  }

  /** A swipe: a like (counted against the day's likes; may make a match) or a pass. A card is swiped once. */
  async swipe(memberId: number, targetId: number, like: boolean): Promise<SwipeAnswer> {
    return this.dataSource.transaction(async (manager) => {
      let match = false;
      if (like) {
        match = await this.likes.likeWithin(manager, memberId, targetId, async () => {
          const { likesLeft, nextLikeAt } = await this.allowance(manager, memberId);
          if (likesLeft === 0) {
            const at = new Date(nextLikeAt ?? Date.now()).toISOString().slice(11, 16);
            throw new AppError(429, MEMBERS_ERROR_CODES.swipeLimit, `You have used your ${SWIPE_LIKES_PER_DAY} likes of the swipe game for today. Your next like is possible at ${at} UTC.`);
          }
        });
      }
      const recorded: unknown[] = await manager.query(
        `INSERT INTO swipes (member_id, target_id, liked) SELECT $1, p.id, $3 FROM profiles p WHERE p.id = $2 AND p.status = 'active'
         ON CONFLICT (member_id, target_id) DO UPDATE SET liked = swipes.liked OR EXCLUDED.liked,
           created_at = CASE WHEN EXCLUDED.liked AND NOT swipes.liked THEN now() ELSE swipes.created_at END
         RETURNING target_id`,
        [memberId, targetId, like],
      );
      if (recorded.length === 0) throw memberNotFound();
      return { match, ...(await this.allowance(manager, memberId)) };
    });
  }

  /** What is left of the rolling day's likes, and when the oldest of them stops counting. */
  private async allowance(manager: EntityManager, memberId: number): Promise<{ likesLeft: number; nextLikeAt: string | null }> {
    const [{ used, oldest }] = await manager.query(
      `SELECT count(*)::int AS used, min(created_at) AS oldest FROM swipes WHERE member_id = $1 AND liked AND created_at > now() - ${DAY}`,
      [memberId],
    );
    const likesLeft = Math.max(0, SWIPE_LIKES_PER_DAY - used);
    return { likesLeft, nextLikeAt: likesLeft === 0 && oldest ? new Date(new Date(oldest).getTime() + 24 * 3_600_000).toISOString() : null };
  }
}
