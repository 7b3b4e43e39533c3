import type { MemberSearchResponse } from '@rendezvous/contracts';
import { CurrentViewerId, OptionalMemberGuard, requestHost, ContractRoute, ZodQuery } from '@rendezvous/nest-kit';
import { Controller, Get, Query, Req, UseGuards } from '@nestjs/common';
import { membersRoutes, type QueryOf } from '@rendezvous/contracts/routes';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { VisitorAccess } from '../access/visitor-access';
import { MemberSearchService } from './member-search.service';

@ApiTags('members')
@Controller('api')
export class MemberSearchController {
  constructor(
    private readonly searchService: MemberSearchService,
    private readonly access: VisitorAccess,
  ) {}

  @Get('members.php')
  @ContractRoute(membersRoutes.search)
  @UseGuards(OptionalMemberGuard)
  async search(
    @Query(new ZodQuery(membersRoutes.search.query)) query: QueryOf<typeof membersRoutes.search>,
    @CurrentViewerId() viewerId: number | null,
    @Req() req: Request,
  ): Promise<MemberSearchResponse> {
    await this.access.assertMayBrowse(requestHost(req), viewerId, query.network);
    return this.searchService.search(query, viewerId);
  }
}
