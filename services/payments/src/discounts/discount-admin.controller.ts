import { type DiscountCode, PAYMENTS_ERROR_CODES } from '@rendezvous/contracts';
import { AdminTokenGuard, AppError } from '@rendezvous/nest-kit';
import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { DiscountCodeRow } from './discount-code.entity';
import { normaliseCode, toDiscountCode } from './discounts.service';
import { CreateDiscountCodeDto } from './dto/create-discount-code.dto';

/** Operators create discount codes (bearer ADMIN_TOKEN). */
@ApiTags('payments admin')
@Controller('api/payments/admin/discount-codes')
@UseGuards(AdminTokenGuard)
@ApiForbiddenResponse({ description: 'without the admin token' })
export class DiscountAdminController {
  constructor(@InjectRepository(DiscountCodeRow) private readonly codes: Repository<DiscountCodeRow>) {}

  @Post()
  @ApiOperation({ summary: 'Create a discount code (spec 3 fields); codes are case-insensitive' })
  @ApiCreatedResponse({ description: 'the discount code object' })
  @ApiConflictResponse({ description: 'DISCOUNT.CODE_TAKEN' })
  async create(@Body() body: CreateDiscountCodeDto): Promise<DiscountCode> {
    const code = normaliseCode(body.code);
    if (code === 'WELCOME') throw new AppError(409, PAYMENTS_ERROR_CODES.codeTaken, 'WELCOME is the welcome discount.');
    try {
      const row = await this.codes.save(
        this.codes.create({
          code,
          percentBp: Math.round(body.value_percentage * 100),
          validity: body.validity,
          country: body.country ?? null,
          currency: body.currency ?? null,
          minimumOrderValue: body.minimum_order_value ?? 0,
          expiresAt: body.expires ? new Date(body.expires) : null,
          memberId: body.user_id ?? null,
          paymentMethods: body.paymentmethods ?? null,
          status: body.status ?? 'active',
          purpose: 'campaign',
        }),
      );
      return toDiscountCode(row);
    } catch (error) {
      if (error instanceof QueryFailedError && (error as { code?: string }).code === '23505') {
        throw new AppError(409, PAYMENTS_ERROR_CODES.codeTaken, `A discount code called ${code} exists already.`);
      }
      throw error;
    }
  }
}
