import type { SwipeAnswer, SwipeDeal } from '@rendezvous/contracts';
import { membersRoutes, type BodyOf, type QueryOf } from '@rendezvous/contracts/routes';
import { ContractRoute, CurrentMemberId, MemberGuard, ZodBody, ZodQuery } from '@rendezvous/nest-kit';
import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MemberIdPipe } from '../common/member-id.pipe';
import { SwipeGameService } from './swipe-game.service';

@ApiTags('members')
@Controller('api/members')
@UseGuards(MemberGuard)
export class SwipeGameController {
  constructor(private readonly game: SwipeGameService) {}

  @Get('swipe-cards')
  @ContractRoute(membersRoutes.swipeCards)
  async deal(
    @CurrentMemberId() memberId: number,
    @Query(new ZodQuery(membersRoutes.swipeCards.query)) query: QueryOf<typeof membersRoutes.swipeCards>,
  ): Promise<SwipeDeal> {
    return this.game.deal(memberId, query.gender);
  }

  @Post(':id/swipe')
  @ContractRoute(membersRoutes.swipe)
  @HttpCode(200)
  async swipe(
    @CurrentMemberId() memberId: number,
    @Param('id', MemberIdPipe) id: number,
    @Body(new ZodBody(membersRoutes.swipe.body)) body: BodyOf<typeof membersRoutes.swipe>,
  ): Promise<SwipeAnswer> {
    return this.game.swipe(memberId, id, body.like);
  }
}
