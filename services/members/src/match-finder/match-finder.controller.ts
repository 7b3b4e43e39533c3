import type { MatchFinderResponse } from '@rendezvous/contracts';
import { CurrentMemberId, MemberGuard, ContractRoute, ZodQuery } from '@rendezvous/nest-kit';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { membersRoutes, type QueryOf } from '@rendezvous/contracts/routes';
import { ApiTags } from '@nestjs/swagger';
import { MatchFinderService } from './match-finder.service';

@ApiTags('members')
@Controller('api/members/match-finder')
@UseGuards(MemberGuard)
export class MatchFinderController {
  constructor(private readonly finder: MatchFinderService) {}

  @Get()
  @ContractRoute(membersRoutes.matchFinder)
  find(
    @CurrentMemberId() memberId: number,
    @Query(new ZodQuery(membersRoutes.matchFinder.query)) query: QueryOf<typeof membersRoutes.matchFinder>,
  ): Promise<MatchFinderResponse> {
    return this.finder.find(memberId, query);
  }
}
