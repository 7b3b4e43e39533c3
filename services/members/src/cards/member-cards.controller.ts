import { MEMBER_CARDS_MAX_IDS, type MemberCardsResponse } from '@rendezvous/contracts';
import { CurrentMemberId, fieldErrors, MemberGuard, ContractRoute } from '@rendezvous/nest-kit';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { membersRoutes } from '@rendezvous/contracts/routes';
import { ApiTags } from '@nestjs/swagger';
import { MemberCardsService } from './member-cards.service';

/** `ids=3,17,42`: at most MEMBER_CARDS_MAX_IDS distinct positive ids, or a 400 that says so. */
export function parseIds(value: unknown): number[] {
  const parts = typeof value === 'string' && value !== '' ? value.split(',') : [];
  const ids = [...new Set(parts.map((part) => (/^[1-9][0-9]{0,15}$/.test(part) ? Number(part) : NaN)))];
  if (ids.length === 0 || ids.length > MEMBER_CARDS_MAX_IDS || ids.some((id) => !Number.isSafeInteger(id))) {
    throw fieldErrors({ ids: [`ids must list 1 to ${MEMBER_CARDS_MAX_IDS} member ids, separated by commas.`] });
  }
  return ids;
}

@ApiTags('members')
@UseGuards(MemberGuard)
@Controller('api/members')
export class MemberCardsController {
  constructor(private readonly cardsService: MemberCardsService) {}

  @Get('cards')
  @ContractRoute(membersRoutes.cards)
  async cards(@CurrentMemberId() viewerId: number, @Query('ids') ids: unknown): Promise<MemberCardsResponse> {
    return { cards: await this.cardsService.cards(viewerId, parseIds(ids)) };
  }
}
