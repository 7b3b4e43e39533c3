import type { LikesResponse } from '@rendezvous/contracts';
import { CurrentMemberId, MemberGuard } from '@rendezvous/nest-kit';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LikesService } from './likes.service';

@ApiTags('members')
@Controller('api')
export class LikesController {
  constructor(private readonly likesService: LikesService) {}

  @Get('likes.php')
  @UseGuards(MemberGuard)
  @ApiOperation({ summary: 'Whom the member liked and who liked them (like_new until the profile is opened), with those profiles' })
  @ApiOkResponse({ description: '{ likes: [id], liked_by: [{ id, like_new }], profiles: [profile] }' })
  @ApiForbiddenResponse({ description: 'authentication_required when logged out' })
  async likes(@CurrentMemberId() memberId: number): Promise<LikesResponse> {
    return this.likesService.likesOf(memberId);
  }
}
