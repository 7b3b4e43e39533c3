import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CARD_COLUMNS, MAIN_PHOTO_JOIN, type CardRow } from '../common/member-cards';

/** The blocks table: who blocked whom. */
@Injectable()
export class BlocksRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Blocks an active member; the rows inserted (none when already blocked or no such active member). */
  insert(blockerId: number, blockedId: number): Promise<unknown[]> {
    return this.dataSource.query(
      `INSERT INTO blocks (blocker_id, blocked_id)
       SELECT $1, p.id FROM profiles p WHERE p.id = $2 AND p.status = 'active'
       ON CONFLICT DO NOTHING
       RETURNING blocked_id`,
      [blockerId, blockedId],
    );
  }

  async delete(blockerId: number, blockedId: number): Promise<void> {
    await this.dataSource.query('DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [blockerId, blockedId]);
  }

  /** Cards of the members the member blocked, most recent first (deleted accounts left out). */
  blockedBy(blockerId: number): Promise<CardRow[]> {
    return this.dataSource.query(
      `SELECT ${CARD_COLUMNS}
         FROM blocks b
         JOIN profiles p ON p.id = b.blocked_id AND p.status = 'active'
         ${MAIN_PHOTO_JOIN}
        WHERE b.blocker_id = $1
        ORDER BY b.created_at DESC, p.id DESC`,
      [blockerId],
    );
  }

  async isBlocked(blockerId: number, blockedId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [blockerId, blockedId]);
    return rows.length > 0;
  }
}
