import { MEMBERS_ERROR_CODES, type MemberCard } from '@rendezvous/contracts';
import { AppError, Outbox } from '@rendezvous/nest-kit';
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
  constructor(
    private readonly blocks: BlocksRepository,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Chat hears of a block (member.pair, written by the blocks table's trigger) before the answer, so
   * the next message already meets it.
   */
  async block(blockerId: number, blockedId: number): Promise<void> {
    if (blockerId === blockedId) throw new AppError(400, MEMBERS_ERROR_CODES.notYourself, 'You cannot block yourself.');
    const inserted = await this.blocks.insert(blockerId, blockedId);
    if (inserted.length === 0 && !(await this.blocks.isBlocked(blockerId, blockedId))) throw memberNotFound();
    if (inserted.length > 0) await this.outbox.settle();
  }

  async unblock(blockerId: number, blockedId: number): Promise<void> {
    await this.blocks.delete(blockerId, blockedId);
    await this.outbox.settle();
  }

  /** The members the member blocked, most recent first (deleted accounts left out). */
  async blockedBy(blockerId: number): Promise<MemberCard[]> {
    const rows = await this.blocks.blockedBy(blockerId);
    const now = new Date();
    return rows.map((row) => toMemberCard(row, now));
  }
}
