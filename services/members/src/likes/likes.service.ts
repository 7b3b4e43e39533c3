import { LIKES_PER_HOUR, MEMBERS_ERROR_CODES, type LikeAnswer, type LikesResponse } from '@rendezvous/contracts';
import { AppError, Outbox } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { toMemberCard, type CardRow } from '../common/member-cards';
import { ContactRules } from '../contact/contact-rules';
import { ProfileViews } from '../profiles/profile-views';
import { LikesRepository, type LikeRow } from './likes.repository';

/** Likes given and received; a new like is one whose liker's profile the member has not opened yet. */
@Injectable()
export class LikesService {
  constructor(
    private readonly likes: LikesRepository,
    private readonly views: ProfileViews,
    private readonly contact: ContactRules,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Likes a member. A mutual like is a match, made exactly once even when both like at the same
   * moment: the pair's likes are decided under one lock (a transaction-scoped advisory lock on the
   * pair), so whoever comes second sees the first like, and the matches table keeps one row per pair.
   * The member's own lock, taken first, makes the hourly cap exact under parallel likes. Liking again
   * changes nothing.
   */
  async like(from: number, to: number): Promise<LikeAnswer> {
    const match = await this.likes.transaction((tx) => this.likeWithin(tx, from, to));
    // A like lets the liked member write first (spec 6): chat hears of it (member.pair) before the answer.
    await this.outbox.settle();
    const row = await this.likes.card(to);
    return { match, profile: toMemberCard(row as CardRow) };
  }

  /**
   * The like itself, inside the caller's transaction (the swipe game records its swipe in the same
   * one). `alsoCheck` runs under the liker's lock, after the contact rules: a further limit of the
   * caller's (the swipe game's 4 a day). Whether the like made a match.
   */
  async likeWithin(tx: EntityManager, from: number, to: number, alsoCheck?: () => Promise<void>): Promise<boolean> {
    if (from === to) throw new AppError(400, MEMBERS_ERROR_CODES.notYourself, 'You cannot like yourself.');
    await this.likes.lockLiker(tx, from);
    await this.lockPair(tx, from, to);
    this.contact.assertMayContact(await this.contact.check(from, to, tx));
    const n = await this.likes.countLastHour(tx, from);
    if (n >= LIKES_PER_HOUR) {
      throw new AppError(429, MEMBERS_ERROR_CODES.likeLimit, `You have liked ${LIKES_PER_HOUR} members in the last hour. Please try again later.`);
    }
    await alsoCheck?.();
    if (!(await this.likes.insert(tx, from, to))) return false;
    return this.matchIfMutual(tx, from, to);
  }

  /** The pair's lock: whoever likes second sees the first like, so a mutual like is never missed. */
  async lockPair(tx: EntityManager, a: number, b: number): Promise<void> {
    const [low, high] = a < b ? [a, b] : [b, a];
    await this.likes.lockPair(tx, low, high);
  }

  /** After `from` liked `to`, under the pair's lock: the match, once, if `to` likes `from` too. Whether it was made now. */
  async matchIfMutual(tx: EntityManager, from: number, to: number): Promise<boolean> {
    if (!(await this.likes.exists(tx, to, from))) return false;
    const [low, high] = from < to ? [from, to] : [to, from];
    return this.likes.insertMatch(tx, low, high);
  }

  /** Takes a like back; a match it made ends with it. */
  async unlike(from: number, to: number): Promise<void> {
    const [low, high] = from < to ? [from, to] : [to, from];
    await this.likes.transaction(async (tx) => {
      await this.lockPair(tx, from, to);
      await this.likes.delete(tx, from, to);
      await this.likes.deleteMatch(tx, low, high);
    });
    await this.outbox.settle();
  }

  /**
   * Both lists newest first, and the profiles of everyone in them once. A disabled profile (a
   * deleted or blocked account) is left out of the lists and the profiles. An invisible member stays
   * in: invisible mode hides from search and unsolicited contact, not from likes already exchanged.
   */
  async likesOf(memberId: number): Promise<LikesResponse> {
    const rows = await this.likes.likesOf(memberId);
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
