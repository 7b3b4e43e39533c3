import { AdminTokenGuard } from '@rendezvous/nest-kit';
import { Controller, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Reversals } from './reversals';

/** Operators refund orders (bearer ADMIN_TOKEN). */
@ApiTags('payments admin')
@Controller('api/payments/admin/orders')
@UseGuards(AdminTokenGuard)
@ApiForbiddenResponse({ description: 'without the admin token' })
export class OrderAdminController {
  constructor(private readonly reversals: Reversals) {}

  @Post(':paymentId/refund')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refund a paid order in full: the provider gives the money back, the credits leave the ledger; once' })
  @ApiOkResponse({ description: '{ refunded: true } now, or false when it was refunded (or charged back) before' })
  @ApiConflictResponse({ description: 'PAYMENTS.NOT_REFUNDABLE: the order is not paid' })
  async refund(@Param('paymentId', new ParseUUIDPipe()) paymentId: string): Promise<{ refunded: boolean }> {
    return this.reversals.refund(paymentId);
  }
}
