import { type OwnProfile, type OwnProfileUpdate } from '@rendezvous/contracts';
import { CurrentMemberId, MemberGuard, ZodBody, ContractRoute } from '@rendezvous/nest-kit';
import { Body, Controller, Delete, Get, Put, UseGuards } from '@nestjs/common';
import { membersRoutes } from '@rendezvous/contracts/routes';
import { ApiTags } from '@nestjs/swagger';
import { OwnProfileService } from './own-profile.service';

/** The member's own profile (/profile). */
@ApiTags('own profile')
@Controller('api/members/profile')
@UseGuards(MemberGuard)
export class OwnProfileController {
  constructor(private readonly profiles: OwnProfileService) {}

  @Get()
  @ContractRoute(membersRoutes.ownProfile)
  read(@CurrentMemberId() memberId: number): Promise<OwnProfile> {
    return this.profiles.read(memberId);
  }

  @Put()
  @ContractRoute(membersRoutes.updateOwnProfile)
  update(@CurrentMemberId() memberId: number, @Body(new ZodBody(membersRoutes.updateOwnProfile.body)) update: OwnProfileUpdate): Promise<OwnProfile> {
    return this.profiles.update(memberId, update);
  }

  @Delete('consent')
  @ContractRoute(membersRoutes.withdrawConsent)
  withdrawConsent(@CurrentMemberId() memberId: number): Promise<OwnProfile> {
    return this.profiles.withdrawConsent(memberId);
  }
}
