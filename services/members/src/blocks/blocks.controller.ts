import type { MemberCard } from '@rendezvous/contracts';
import { CurrentMemberId, MemberGuard, ContractRoute } from '@rendezvous/nest-kit';
import { Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { membersRoutes } from '@rendezvous/contracts/routes';
import { ApiTags } from '@nestjs/swagger';
import { MemberIdPipe } from '../common/member-id.pipe';
import { BlocksService } from './blocks.service';

@ApiTags('members')
@Controller('api/members')
@UseGuards(MemberGuard)
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Get('blocked')
  @ContractRoute(membersRoutes.blocked)
  async blocked(@CurrentMemberId() memberId: number): Promise<MemberCard[]> {
    return this.blocks.blockedBy(memberId);
  }

  @Post(':id/block')
  @ContractRoute(membersRoutes.block)
  @HttpCode(204)
  async block(@CurrentMemberId() memberId: number, @Param('id', MemberIdPipe) id: number): Promise<void> {
    await this.blocks.block(memberId, id);
  }

  @Delete(':id/block')
  @ContractRoute(membersRoutes.unblock)
  @HttpCode(204)
  async unblock(@CurrentMemberId() memberId: number, @Param('id', MemberIdPipe) id: number): Promise<void> {
    await this.blocks.unblock(memberId, id);
  }
}
