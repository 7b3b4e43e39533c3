import type { LikeAnswer, LikesResponse, UserProfile } from '@rendezvous/contracts';
import { CurrentMemberId, MemberGuard, ContractRoute } from '@rendezvous/nest-kit';
import { Controller, Delete, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import { membersRoutes } from '@rendezvous/contracts/routes';
import type { Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { MemberIdPipe } from '../common/member-id.pipe';
import { AutoLikeService } from './auto-like.service';
import { LikesService } from './likes.service';

@ApiTags('members')
@Controller('api')
export class LikesController {
  constructor(
    private readonly likesService: LikesService,
    private readonly autoLikes: AutoLikeService,
  ) {}

  @Get('auto-like.php')
  @ContractRoute(membersRoutes.autoLike)
  @UseGuards(MemberGuard)
  async autoLike(@CurrentMemberId() memberId: number, @Res({ passthrough: true }) res: Response): Promise<UserProfile | undefined> {
    const profile = await this.autoLikes.autoLike(memberId);
    if (profile) return profile;
    res.status(204);
    return undefined;
  }

  @Get('likes.php')
  @ContractRoute(membersRoutes.likes)
  @UseGuards(MemberGuard)
  async likes(@CurrentMemberId() memberId: number): Promise<LikesResponse> {
    return this.likesService.likesOf(memberId);
  }

  @Post('members/:id/like')
  @ContractRoute(membersRoutes.like)
  @HttpCode(200)
  @UseGuards(MemberGuard)
  async like(@CurrentMemberId() memberId: number, @Param('id', MemberIdPipe) id: number): Promise<LikeAnswer> {
    return this.likesService.like(memberId, id);
  }

  @Delete('members/:id/like')
  @ContractRoute(membersRoutes.unlike)
  @HttpCode(204)
  @UseGuards(MemberGuard)
  async unlike(@CurrentMemberId() memberId: number, @Param('id', MemberIdPipe) id: number): Promise<void> {
    await this.likesService.unlike(memberId, id);
  }
}
