import type { MemberVisibility } from '@rendezvous/contracts';
import { CurrentMemberId, MemberGuard } from '@rendezvous/nest-kit';
import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { VisibilityService } from './visibility.service';

export class MemberVisibilityDto implements MemberVisibility {
  @ApiProperty({ description: 'hidden from search and from unsolicited likes and messages; never shown online' })
  @IsBoolean()
  invisible: boolean;

  @ApiProperty({ description: 'hidden from search and from unsolicited likes and messages' })
  @IsBoolean()
  privacy: boolean;
}

@ApiTags('members')
@Controller('api/members/visibility')
@UseGuards(MemberGuard)
@ApiForbiddenResponse({ description: 'authentication_required when logged out' })
export class VisibilityController {
  constructor(private readonly visibility: VisibilityService) {}

  @Get()
  @ApiOperation({ summary: "The member's invisible and privacy modes (spec 6)" })
  @ApiOkResponse({ type: MemberVisibilityDto })
  async read(@CurrentMemberId() memberId: number): Promise<MemberVisibility> {
    return this.visibility.of(memberId);
  }

  @Put()
  @ApiOperation({ summary: 'Switch invisible and privacy mode (the /settings page)' })
  @ApiOkResponse({ type: MemberVisibilityDto })
  async change(@CurrentMemberId() memberId: number, @Body() body: MemberVisibilityDto): Promise<MemberVisibility> {
    return this.visibility.change(memberId, body);
  }
}
