import type { DiscountCode } from '@rendezvous/contracts';
import { paymentsRoutes } from '@rendezvous/contracts/routes';
import { ContractRoute, AppError, CurrentMemberId, MemberGuard, SiteHost } from '@rendezvous/nest-kit';
import { Controller, Get, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DiscountsService } from './discounts.service';

@ApiTags('payments')
@Controller('api')
export class DiscountsController {
  constructor(private readonly discounts: DiscountsService) {}

  @Get('discountcode.php')
  @ContractRoute(paymentsRoutes.discountCode)
  @UseGuards(MemberGuard)
  async code(@CurrentMemberId() memberId: number, @Query('welcome') welcome?: string, @Query('code') code?: string): Promise<DiscountCode> {
    if (welcome === 'true') return this.discounts.welcomeCode(memberId);
    if (typeof code !== 'string' || code.trim() === '' || code.length > 40) throw new AppError(400, 'VALIDATION.FAILED', 'Enter a discount code.');
    return this.discounts.lookup(memberId, code);
  }

  @Post('credits/retention-offer')
  @ContractRoute(paymentsRoutes.retentionOffer)
  @UseGuards(MemberGuard)
  async retentionOffer(@CurrentMemberId() memberId: number, @SiteHost() host: string): Promise<DiscountCode> {
    return this.discounts.retentionOffer(memberId, host);
  }
}
