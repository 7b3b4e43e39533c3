import { defaultGender, MEMBERS_ERROR_CODES, SWIPE_LIKES_PER_DAY, type Gender, type SwipeAnswer, type SwipeDeal } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { toMemberCard } from '../common/member-cards';
import { memberNotFound } from '../common/member-id.pipe';
import { LikesService } from '../likes/likes.service';
import { SwipeGameRepository } from './swipe-game.repository';

/**
 * The swipe game (spec 2, 6, 9): cards of members one has neither swiped nor liked, like or pass
 * each, and at most SWIPE_LIKES_PER_DAY likes in any 24 hours, counted under the member's own lock
 * (LikesService.likeWithin), so parallel swipes cannot get past it.
 */
@Injectable()
export class SwipeGameService {
  constructor(
    private readonly swipes: SwipeGameRepository,
    private readonly likes: LikesService,
  ) {}

  /**
   * The next cards: listable members (spec 6) whose own orientation fits the member, newest activity
   * first, of the gender asked for, else of the gender the member looks for (issue 31; both for bi).
   */
  async deal(memberId: number, gender?: Gender): Promise<SwipeDeal> {
    const me = await this.swipes.member(memberId);
    const wanted = gender ?? defaultGender(me);
    const rows = await this.swipes.deal(memberId, wanted, me?.gender ?? null);
    const now = new Date();
    return { cards: rows.map((row) => toMemberCard(row, now)), ...(await this.allowance(memberId)) };
  }

  /** A swipe: a like (counted against the day's likes; may make a match) or a pass. A card is swiped once. */
  async swipe(memberId: number, targetId: number, like: boolean): Promise<SwipeAnswer> {
    return this.swipes.transaction(async (tx) => {
      let match = false;
      if (like) {
        match = await this.likes.likeWithin(tx, memberId, targetId, async () => {
          const { likesLeft, nextLikeAt } = await this.allowance(memberId, tx);
          if (likesLeft === 0) {
            const at = new Date(nextLikeAt ?? Date.now()).toISOString().slice(11, 16);
            throw new AppError(
              429,
              MEMBERS_ERROR_CODES.swipeLimit,
              `You have used your ${SWIPE_LIKES_PER_DAY} likes of the swipe game for today. Your next like is possible at ${at} UTC.`,
            );
          }
        });
      }
      const recorded = await this.swipes.record(tx, memberId, targetId, like);
      if (recorded.length === 0) throw memberNotFound();
      return { match, ...(await this.allowance(memberId, tx)) };
    });
  }

  /** What is left of the rolling day's likes, and when the oldest of them stops counting. */
  private async allowance(memberId: number, tx?: EntityManager): Promise<{ likesLeft: number; nextLikeAt: string | null }> {
    const { used, oldest } = await this.swipes.likesOfTheDay(memberId, tx);
    const likesLeft = Math.max(0, SWIPE_LIKES_PER_DAY - used);
    return { likesLeft, nextLikeAt: likesLeft === 0 && oldest ? new Date(new Date(oldest).getTime() + 24 * 3_600_000).toISOString() : null };
  }
}
