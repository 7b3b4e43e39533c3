import { ownProfileUpdateSchema, type OwnProfile, type OwnProfileUpdate } from '@rendezvous/contracts';
import { CurrentMemberId, MemberGuard, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, Delete, Get, Put, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { OwnProfileService } from './own-profile.service';

/** The member's own profile (/profile). */
@ApiTags('own profile')
@Controller('api/members/profile')
@UseGuards(MemberGuard)
export class OwnProfileController {
  constructor(private readonly profiles: OwnProfileService) {}

  @Get()
  @ApiOperation({ summary: 'My profile with every editable field, my photos and my consent' })
  @ApiOkResponse({ description: 'OwnProfile' })
  read(@CurrentMemberId() memberId: number): Promise<OwnProfile> {
    return this.profiles.read(memberId);
  }

  @Put()
  @ApiOperation({ summary: 'Change fields of my profile (only those sent; null clears one)' })
  @ApiUnprocessableEntityResponse({ description: 'MEMBER.CONSENT_REQUIRED: sexuality or sex-related interests added without explicit consent' })
  update(@CurrentMemberId() memberId: number, @Body(new ZodBody(ownProfileUpdateSchema)) update: OwnProfileUpdate): Promise<OwnProfile> {
    return this.profiles.update(memberId, update);
  }

  @Delete('consent')
  @ApiOperation({ summary: 'Withdraw my consent: sexuality and sex-related interests are erased with it' })
  withdrawConsent(@CurrentMemberId() memberId: number): Promise<OwnProfile> {
    return this.profiles.withdrawConsent(memberId);
  }
}
