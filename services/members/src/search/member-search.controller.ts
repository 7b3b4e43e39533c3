import type { MemberSearchResponse } from '@rendezvous/contracts';
import { CurrentViewerId, OptionalMemberGuard, requestHost } from '@rendezvous/nest-kit';
import { Controller, Get, Query, Req, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { VisitorAccess } from '../access/visitor-access';
import { MemberSearchQueryDto } from './dto/member-search.query';
import { MemberSearchService } from './member-search.service';

@ApiTags('members')
@Controller('api')
export class MemberSearchController {
  constructor(
    private readonly searchService: MemberSearchService,
    private readonly access: VisitorAccess,
  ) {}

  @Get('members.php')
  @UseGuards(OptionalMemberGuard)
  @ApiOperation({ summary: 'Member search (the spec\'s search store): one page of cards, newest activity first, the count, similar members when few match' })
  @ApiOkResponse({ description: '{ page, results: [card], numResults (exact up to 1,000), numResultsCapped, similar: [card] }' })
  @ApiForbiddenResponse({ description: 'authentication_required for a visitor when the site does not allow logged-out search' })
  async search(@Query() query: MemberSearchQueryDto, @CurrentViewerId() viewerId: number | null, @Req() req: Request): Promise<MemberSearchResponse> {
    await this.access.assertMayBrowse(requestHost(req), viewerId, query.network);
    return this.searchService.search(query, viewerId);
  }
}
