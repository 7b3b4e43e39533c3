import type { MemberCard } from '@rendezvous/contracts';
import { CurrentMemberId, MemberGuard } from '@rendezvous/nest-kit';
import { Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MemberIdPipe } from '../common/member-id.pipe';
import { BlocksService } from './blocks.service';

@ApiTags('members')
@Controller('api/members')
@UseGuards(MemberGuard)
@ApiForbiddenResponse({ description: 'authentication_required when logged out' })
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Get('blocked')
  @ApiOperation({ summary: 'The members the member blocked, most recent first' })
  @ApiOkResponse({ description: '[card]' })
  async blocked(@CurrentMemberId() memberId: number): Promise<MemberCard[]> {
    return this.blocks.blockedBy(memberId);
  }

  @Post(':id/block')
  @HttpCode(204)
  @ApiOperation({ summary: 'Block a member: they cannot view the profile or contact the member, and neither finds the other' })
  @ApiNoContentResponse({ description: 'blocked (also when already blocked)' })
  @ApiNotFoundResponse({ description: 'no such member' })
  async block(@CurrentMemberId() memberId: number, @Param('id', MemberIdPipe) id: number): Promise<void> {
    await this.blocks.block(memberId, id);
  }

  @Delete(':id/block')
  @HttpCode(204)
  @ApiOperation({ summary: 'Unblock a member' })
  @ApiNoContentResponse({ description: 'not blocked any more (also when it was not)' })
  async unblock(@CurrentMemberId() memberId: number, @Param('id', MemberIdPipe) id: number): Promise<void> {
    await this.blocks.unblock(memberId, id);
  }
}
