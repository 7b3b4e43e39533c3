import type { LikesResponse } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProfileViews } from '../profiles/profile-views';

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
  ) {}

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
