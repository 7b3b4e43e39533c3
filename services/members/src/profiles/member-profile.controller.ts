import type { MemberProfile } from '@rendezvous/contracts';
import { CurrentViewerId, OptionalMemberGuard, requestHost, ContractRoute } from '@rendezvous/nest-kit';
import { Controller, Get, Param, Req, UseGuards } from '@nestjs/common';
import { membersRoutes } from '@rendezvous/contracts/routes';
import { ApiTags } from '@nestjs/swagger';
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
  @ContractRoute(membersRoutes.profile)
  @UseGuards(OptionalMemberGuard)
  async read(@Param('id', MemberIdPipe) id: number, @CurrentViewerId() viewerId: number | null, @Req() req: Request): Promise<MemberProfile> {
    await this.access.assertMayBrowse(requestHost(req), viewerId);
    return this.profiles.read(id, viewerId);
  }
}
