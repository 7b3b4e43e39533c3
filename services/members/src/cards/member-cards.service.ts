import type { MemberCard } from '@rendezvous/contracts';
import { conversationPartnersCall } from '@rendezvous/contracts/internal';
import { InternalClient } from '@rendezvous/nest-kit';
import { Injectable, Logger } from '@nestjs/common';
import { toMemberCard } from '../common/member-cards';
import { MemberCardsRepository } from './member-cards.repository';

/**
 * Cards of members the viewer already knows by id: the people of their conversations (mfe-chat's
 * list). Only members the viewer may see (issue 30, finding 4: ids 1..100 listed the whole
 * membership): never a disabled or deleted profile; a member in invisible or privacy mode only to
 * someone they share a like (either way) or a conversation with, as search would never list them to
 * anyone else (spec 6); a member behind a block (either way) only to someone they share a
 * conversation with, so the list still names who it is (the conversation says who blocked whom,
 * issue 31), while a like does not lift a block. The caller shows a missing card as gone.
 */
@Injectable()
export class MemberCardsService {
  private readonly logger = new Logger(MemberCardsService.name);

  constructor(
    private readonly repository: MemberCardsRepository,
    private readonly internal: InternalClient,
  ) {}

  async cards(viewerId: number, ids: readonly number[]): Promise<MemberCard[]> {
    if (ids.length === 0) return [];
    const rows = await this.repository.cards(ids, viewerId);
    const partners = await this.conversationPartners(
      viewerId,
      rows.filter((row) => row.hidden).map((row) => Number(row.id)),
    );
    const now = new Date();
    const byId = new Map(rows.filter((row) => !row.hidden || partners.has(Number(row.id))).map((row) => [Number(row.id), toMemberCard(row, now)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Which of the hidden members the viewer has a conversation with (chat knows); none while chat cannot say. */
  private async conversationPartners(viewerId: number, hiddenIds: number[]): Promise<Set<number>> {
    if (hiddenIds.length === 0) return new Set();
    try {
      const answer = await this.internal.call(conversationPartnersCall, { body: { member_id: viewerId, ids: hiddenIds } });
      return new Set(answer.partners);
    } catch (error) {
      // Chat down means the chat list is down too; hidden members stay hidden rather than fail the call.
      this.logger.warn(`conversation partners unknown, hidden members left out: ${(error as Error).message}`);
      return new Set();
    }
  }
}
