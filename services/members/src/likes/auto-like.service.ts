import { AUTO_LIKES_PER_DAY, defaultGender, type Gender, type Sexuality, type UserProfile } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProfileViews } from '../profiles/profile-views';
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
    private readonly dataSource: DataSource,
    private readonly views: ProfileViews,
    private readonly likes: LikesService,
  ) {}

  async autoLike(memberId: number): Promise<UserProfile | null> {
    const likerId = await this.dataSource.transaction(async (manager) => {
      // One auto-like at a time per member: two tabs asking at once cannot exceed the day's count.
      await manager.query("SELECT pg_advisory_xact_lock(hashtextextended('auto-like:' || $1::text, 0))", [memberId]);
      const [member] = (await manager.query(
        `SELECT gender, sexuality, country, invisible, privacy, status,
                (SELECT count(*)::int FROM likes WHERE liked_id = $1 AND auto AND created_at > now() - interval '24 hours') AS received
           FROM profiles WHERE id = $1`,
        [memberId],
      )) as Array<{ gender: Gender | null; sexuality: Sexuality | null; country: string | null; invisible: boolean; privacy: boolean; status: string; received: number }>;
      if (!member || member.status !== 'active' || member.invisible || member.privacy || member.received >= AUTO_LIKES_PER_DAY) return null;
      // The one rule of who fits whom (contracts orientation.ts): the gender they look for, or either when bi.
      const wanted = defaultGender(member) ?? null;
      const [liker] = (await manager.query(
        `SELECT p.id FROM profiles p
          WHERE p.fictional AND p.status = 'active' AND p.id <> $1
            AND ($2::text IS NULL OR p.gender = $2)
            AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = p.id AND l.liked_id = $1)
            AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = p.id) OR (b.blocker_id = p.id AND b.blocked_id = $1))
          ORDER BY (p.country = $3) DESC, random()
          LIMIT 1`,
        [memberId, wanted, member.country],
      )) as Array<{ id: string }>;
      if (!liker) return null;
      const likerId = Number(liker.id);
      await this.likes.lockPair(manager, likerId, memberId);
      await manager.query('INSERT INTO likes (liker_id, liked_id, auto) VALUES ($1, $2, true)', [likerId, memberId]);
      // The member may have liked this profile before: then it is a match, recorded once like any other.
      await this.likes.matchIfMutual(manager, likerId, memberId);
      return likerId;
    });
    if (likerId === null) return null;
    const [profile] = await this.views.others([likerId]);
    return profile ?? null;
  }
}

