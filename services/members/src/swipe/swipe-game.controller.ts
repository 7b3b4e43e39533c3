import { GENDERS, type Gender, type SwipeAnswer, type SwipeDeal } from '@rendezvous/contracts';
import { CurrentMemberId, MemberGuard } from '@rendezvous/nest-kit';
import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { MemberIdPipe } from '../common/member-id.pipe';
import { SwipeGameService } from './swipe-game.service';

export class SwipeCardsQueryDto {
  @ApiPropertyOptional({ enum: GENDERS })
  @IsOptional() @IsIn(GENDERS)
  gender?: Gender;
}

export class SwipeDto {
  @ApiProperty({ description: 'true: like (counts against the 4 a day), false: pass' })
  @IsBoolean()
  like: boolean;
}

@ApiTags('members')
@Controller('api/members')
@UseGuards(MemberGuard)
@ApiForbiddenResponse({ description: 'authentication_required when logged out' })
export class SwipeGameController {
  constructor(private readonly game: SwipeGameService) {}

  @Get('swipe-cards')
  @ApiOperation({ summary: 'The swipe game: the next cards (never swiped, liked or blocked), and the likes left of the rolling day' })
  @ApiOkResponse({ description: '{ cards: [card], likesLeft, nextLikeAt }' })
  async deal(@CurrentMemberId() memberId: number, @Query() query: SwipeCardsQueryDto): Promise<SwipeDeal> {
    return this.game.deal(memberId, query.gender);
  }

  @Post(':id/swipe')
  @HttpCode(200)
  @ApiOperation({ summary: 'Swipe a card: like (at most 4 in any 24 hours) or pass' })
  @ApiOkResponse({ description: '{ match, likesLeft, nextLikeAt }' })
  @ApiTooManyRequestsResponse({ description: 'the 4 likes of the rolling day are used; the message says when the next is possible' })
  async swipe(@CurrentMemberId() memberId: number, @Param('id', MemberIdPipe) id: number, @Body() body: SwipeDto): Promise<SwipeAnswer> {
    return this.game.swipe(memberId, id, body.like);
  }
}
