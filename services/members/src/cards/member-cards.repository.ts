import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CARD_COLUMNS, MAIN_PHOTO_JOIN, type CardRow } from '../common/member-cards';

/** The cards of members by id, read from profiles, photos, blocks and likes. */
@Injectable()
export class MemberCardsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Active members among `ids`, each with `hidden`: shown only to a conversation partner (a hidden
   * member's like with the viewer counts as knowing each other; a block is lifted by nothing but a conversation).
   */
  cards(ids: readonly number[], viewerId: number): Promise<Array<CardRow & { hidden: boolean }>> {
    return this.dataSource.query(
      `SELECT ${CARD_COLUMNS},
              EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $2 AND b.blocked_id = p.id) OR (b.blocker_id = p.id AND b.blocked_id = $2))
              OR ((p.invisible OR p.privacy) AND p.id <> $2
                AND NOT EXISTS (SELECT 1 FROM likes l WHERE (l.liker_id = $2 AND l.liked_id = p.id) OR (l.liker_id = p.id AND l.liked_id = $2))) AS hidden
         FROM profiles p ${MAIN_PHOTO_JOIN}
        WHERE p.id = ANY($1::bigint[]) AND p.status = 'active'`,
      [ids, viewerId],
    );
  }
}
