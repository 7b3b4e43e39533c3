import { AUTO_LIKES_PER_DAY, defaultGender, type UserProfile } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { ProfileViews } from '../profiles/profile-views';
import { LikesRepository } from './likes.repository';
import { LikesService } from './likes.service';

/**
 * auto-like.php (spec 4, 7, 9): a profile an operator flagged as fictional likes the member, and the
 * answer feeds the match modal. Only fictional profiles like automatically, at most
 * AUTO_LIKES_PER_DAY in any 24 hours per member, never one that likes them already, and never a
 * member in invisible or privacy mode (spec 6: nothing unsolicited reaches them) or one who blocked it.
 * The fictional profile is of the gender the member looks for (by their sexuality), from their
 * country when there is one.
 */
@Injectable()
export class AutoLikeService {
  constructor(
    private readonly repository: LikesRepository,
    private readonly views: ProfileViews,
    private readonly likes: LikesService,
  ) {}

  async autoLike(memberId: number): Promise<UserProfile | null> {
    const likerId = await this.repository.transaction(async (tx) => {
      // One auto-like at a time per member: two tabs asking at once cannot exceed the day's count.
      await this.repository.lockAutoLike(tx, memberId);
      const member = await this.repository.autoLikeMember(tx, memberId);
      if (!member || member.status !== 'active' || member.invisible || member.privacy || member.received >= AUTO_LIKES_PER_DAY) return null;
      // The one rule of who fits whom (contracts orientation.ts): the gender they look for, or either when bi.
      const wanted = defaultGender(member) ?? null;
      const liker = await this.repository.fictionalLiker(tx, memberId, wanted, member.country);
      if (!liker) return null;
      const likerId = Number(liker);
      await this.likes.lockPair(tx, likerId, memberId);
      await this.repository.insertAuto(tx, likerId, memberId);
      // The member may have liked this profile before: then it is a match, recorded once like any other.
      await this.likes.matchIfMutual(tx, likerId, memberId);
      return likerId;
    });
    if (likerId === null) return null;
    const [profile] = await this.views.others([likerId]);
    return profile ?? null;
  }
}
