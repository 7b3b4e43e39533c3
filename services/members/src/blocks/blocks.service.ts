import { MEMBERS_ERROR_CODES, type MemberCard } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { memberNotFound } from '../common/member-id.pipe';
import { CARD_COLUMNS, MAIN_PHOTO_JOIN, toMemberCard, type CardRow } from '../search/member-cards';

/**
 * Blocks (spec 6): a blocked member cannot view the blocker's profile or contact them, and neither
 * finds the other in search. Blocking twice or unblocking someone not blocked changes nothing.
 */
@Injectable()
export class BlocksService {
  constructor(private readonly dataSource: DataSource) {}

  async block(blockerId: number, blockedId: number): Promise<void> {
    if (blockerId === blockedId) throw new AppError(400, MEMBERS_ERROR_CODES.notYourself, 'You cannot block yourself.');
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO blocks (blocker_id, blocked_id)
       SELECT $1, p.id FROM profiles p WHERE p.id = $2 AND p.status = 'active'
       ON CONFLICT DO NOTHING
       RETURNING blocked_id`,
      [blockerId, blockedId],
    );
    if (inserted.length === 0 && !(await this.isBlocked(blockerId, blockedId))) throw memberNotFound();
  }

  async unblock(blockerId: number, blockedId: number): Promise<void> {
    await this.dataSource.query('DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [blockerId, blockedId]);
  }

  /** The members the member blocked, most recent first (deleted accounts left out). */
  async blockedBy(blockerId: number): Promise<MemberCard[]> {
    const rows: CardRow[] = await this.dataSource.query(
      `SELECT ${CARD_COLUMNS}
         FROM blocks b
         JOIN profiles p ON p.id = b.blocked_id AND p.status = 'active'
         ${MAIN_PHOTO_JOIN}
        WHERE b.blocker_id = $1
        ORDER BY b.created_at DESC, p.id DESC`,
      [blockerId],
    );
    const now = new Date();
    return rows.map((row) => toMemberCard(row, now));
  }

  private async isBlocked(blockerId: number, blockedId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [blockerId, blockedId]);
    return rows.length > 0;
  }
}
