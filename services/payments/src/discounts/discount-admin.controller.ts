import type { DiscountCode } from '@rendezvous/contracts';
import { paymentsRoutes } from '@rendezvous/contracts/routes';
import { ContractRoute, AdminTokenGuard } from '@rendezvous/nest-kit';
import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DiscountsService } from './discounts.service';
import { CreateDiscountCodeDto } from './dto/create-discount-code.dto';

/** Operators create discount codes (bearer ADMIN_TOKEN). */
@ApiTags('payments admin')
@Controller('api/payments/admin/discount-codes')
@UseGuards(AdminTokenGuard)
export class DiscountAdminController {
  constructor(private readonly discounts: DiscountsService) {}

  @Post()
  @ContractRoute(paymentsRoutes.createDiscountCode)
  create(@Body() body: CreateDiscountCodeDto): Promise<DiscountCode> {
    return this.discounts.createCampaignCode(body);
  }
}
