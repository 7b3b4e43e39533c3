import type { DiscountCode } from '@rendezvous/contracts';
import { AdminTokenGuard } from '@rendezvous/nest-kit';
import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DiscountsService } from './discounts.service';
import { CreateDiscountCodeDto } from './dto/create-discount-code.dto';

/** Operators create discount codes (bearer ADMIN_TOKEN). */
@ApiTags('payments admin')
@Controller('api/payments/admin/discount-codes')
@UseGuards(AdminTokenGuard)
@ApiForbiddenResponse({ description: 'without the admin token' })
export class DiscountAdminController {
  constructor(private readonly discounts: DiscountsService) {}

  @Post()
  @ApiOperation({ summary: 'Create a discount code (spec 3 fields); codes are case-insensitive' })
  @ApiCreatedResponse({ description: 'the discount code object' })
  @ApiConflictResponse({ description: 'DISCOUNT.CODE_TAKEN' })
  create(@Body() body: CreateDiscountCodeDto): Promise<DiscountCode> {
    return this.discounts.createCampaignCode(body);
  }
}
