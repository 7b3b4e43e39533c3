import { MEMBERS_ERROR_CODES, type MemberCard } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { memberNotFound } from '../common/member-id.pipe';
import { toMemberCard } from '../common/member-cards';
import { BlocksRepository } from './blocks.repository';

/**
 * Blocks (spec 6): a blocked member cannot view the blocker's profile or contact them, and neither
 * finds the other in search. Blocking twice or unblocking someone not blocked changes nothing.
 */
@Injectable()
export class BlocksService {
  constructor(private readonly blocks: BlocksRepository) {}

  async block(blockerId: number, blockedId: number): Promise<void> {
    if (blockerId === blockedId) throw new AppError(400, MEMBERS_ERROR_CODES.notYourself, 'You cannot block yourself.');
    const inserted = await this.blocks.insert(blockerId, blockedId);
    if (inserted.length === 0 && !(await this.blocks.isBlocked(blockerId, blockedId))) throw memberNotFound();
  }

  async unblock(blockerId: number, blockedId: number): Promise<void> {
    await this.blocks.delete(blockerId, blockedId);
  }

  /** The members the member blocked, most recent first (deleted accounts left out). */
  async blockedBy(blockerId: number): Promise<MemberCard[]> {
    const rows = await this.blocks.blockedBy(blockerId);
    const now = new Date();
    return rows.map((row) => toMemberCard(row, now));
  }
}
