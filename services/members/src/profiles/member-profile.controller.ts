import type { MemberProfile } from '@rendezvous/contracts';
import { CurrentViewerId, OptionalMemberGuard, requestHost } from '@rendezvous/nest-kit';
import { Controller, Get, Param, Req, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { VisitorAccess } from '../access/visitor-access';
import { MemberIdPipe } from '../common/member-id.pipe';
import { MemberProfileService } from './member-profile.service';

@ApiTags('members')
@Controller('api/members')
export class MemberProfileController {
  constructor(
    private readonly profiles: MemberProfileService,
    private readonly access: VisitorAccess,
  ) {}

  @Get(':id')
  @UseGuards(OptionalMemberGuard)
  @ApiOperation({ summary: "A member's profile (every field of spec 3); opening it clears that member's new-like flag" })
  @ApiOkResponse({ description: 'the profile, with photo_count, liked, blocked, online and last_seen' })
  @ApiNotFoundResponse({ description: 'unknown, disabled or deleted member, or an id that is not one' })
  @ApiForbiddenResponse({ description: "You're blocked by {name}. You do not have access to this page. / authentication_required" })
  async read(@Param('id', MemberIdPipe) id: number, @CurrentViewerId() viewerId: number | null, @Req() req: Request): Promise<MemberProfile> {
    await this.access.assertMayBrowse(requestHost(req), viewerId);
    return this.profiles.read(id, viewerId);
  }
}
