import type { DiscountCode } from '@rendezvous/contracts';
import { AppError, CurrentMemberId, MemberGuard, SiteHost } from '@rendezvous/nest-kit';
import { Controller, Get, Post, Query, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { DiscountsService } from './discounts.service';

@ApiTags('payments')
@Controller('api')
export class DiscountsController {
  constructor(private readonly discounts: DiscountsService) {}

  @Get('discountcode.php')
  @UseGuards(MemberGuard)
  @ApiOperation({ summary: "A discount code (?code=…) or the member's welcome discount (?welcome=true), as the spec's discount code object" })
  @ApiOkResponse({ description: '{ code, country, user_id, expires, value_percentage, currency, minimum_order_value, status, validity, expired, paymentmethods }' })
  @ApiNotFoundResponse({ description: "'Code not found' (also: no welcome discount for this member)" })
  @ApiConflictResponse({ description: "'Code already used' (once per member)" })
  @ApiTooManyRequestsResponse({ description: "REQUEST.RATE_LIMITED: the member's checks that found nothing are used up for now (DISCOUNT_CHECK_LIMIT)" })
  async code(@CurrentMemberId() memberId: number, @Query('welcome') welcome?: string, @Query('code') code?: string): Promise<DiscountCode> {
    if (welcome === 'true') return this.discounts.welcomeCode(memberId);
    if (typeof code !== 'string' || code.trim() === '' || code.length > 40) throw new AppError(400, 'VALIDATION.FAILED', 'Enter a discount code.');
    return this.discounts.lookup(memberId, code);
  }

  @Post('credits/retention-offer')
  @UseGuards(MemberGuard)
  @ApiOperation({ summary: "Account deletion's retention offer: a personal code of the company's delete_discount (the same one while unused)" })
  @ApiCreatedResponse({ description: 'the discount code object' })
  @ApiNotFoundResponse({ description: "'Code not found': the company makes no retention offer" })
  async retentionOffer(@CurrentMemberId() memberId: number, @SiteHost() host: string): Promise<DiscountCode> {
    return this.discounts.retentionOffer(memberId, host);
  }
}
