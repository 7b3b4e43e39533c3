import type { LikeAnswer, LikesResponse, UserProfile } from '@rendezvous/contracts';
import { CurrentMemberId, MemberGuard } from '@rendezvous/nest-kit';
import { Controller, Delete, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
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
  @UseGuards(MemberGuard)
  @ApiOperation({ summary: 'A fictional profile likes the member (spec 4, 7, 9); the answer feeds the match modal' })
  @ApiOkResponse({ description: 'the profile that liked: id, name, main_image.match' })
  @ApiNoContentResponse({ description: 'no fictional profile is left to like the member, or the day’s auto-likes were given' })
  async autoLike(@CurrentMemberId() memberId: number, @Res({ passthrough: true }) res: Response): Promise<UserProfile | undefined> {
    const profile = await this.autoLikes.autoLike(memberId);
    if (profile) return profile;
    res.status(204);
    return undefined;
  }

  @Get('likes.php')
  @UseGuards(MemberGuard)
  @ApiOperation({ summary: 'Whom the member liked and who liked them (like_new until the profile is opened), with those profiles' })
  @ApiOkResponse({ description: '{ likes: [id], liked_by: [{ id, like_new }], profiles: [profile] }' })
  @ApiForbiddenResponse({ description: 'authentication_required when logged out' })
  async likes(@CurrentMemberId() memberId: number): Promise<LikesResponse> {
    return this.likesService.likesOf(memberId);
  }

  @Post('members/:id/like')
  @HttpCode(200)
  @UseGuards(MemberGuard)
  @ApiOperation({ summary: 'Like a member; a mutual like is a match (made once)' })
  @ApiOkResponse({ description: '{ match, profile: card }' })
  @ApiNotFoundResponse({ description: 'no such member' })
  @ApiForbiddenResponse({ description: "blocked either way, or the member is in invisible or privacy mode and never liked the caller; authentication_required" })
  @ApiTooManyRequestsResponse({ description: 'more likes in the last hour than LIKES_PER_HOUR' })
  async like(@CurrentMemberId() memberId: number, @Param('id', MemberIdPipe) id: number): Promise<LikeAnswer> {
    return this.likesService.like(memberId, id);
  }

  @Delete('members/:id/like')
  @HttpCode(204)
  @UseGuards(MemberGuard)
  @ApiOperation({ summary: 'Take a like back (and the match it made)' })
  @ApiNoContentResponse({ description: 'not liked any more' })
  async unlike(@CurrentMemberId() memberId: number, @Param('id', MemberIdPipe) id: number): Promise<void> {
    await this.likesService.unlike(memberId, id);
  }
}
