import type { DiscountCode } from '@rendezvous/contracts';
import { paymentsRoutes, type BodyOf } from '@rendezvous/contracts/routes';
import { ContractRoute, AdminTokenGuard, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DiscountsService } from './discounts.service';

/** Operators create discount codes (bearer ADMIN_TOKEN). */
@ApiTags('payments admin')
@Controller('api/payments/admin/discount-codes')
@UseGuards(AdminTokenGuard)
export class DiscountAdminController {
  constructor(private readonly discounts: DiscountsService) {}

  @Post()
  @ContractRoute(paymentsRoutes.createDiscountCode)
  create(@Body(new ZodBody(paymentsRoutes.createDiscountCode.body)) body: BodyOf<typeof paymentsRoutes.createDiscountCode>): Promise<DiscountCode> {
    return this.discounts.createCampaignCode(body);
  }
}
