import { paymentsRoutes } from '@rendezvous/contracts/routes';
import { ContractRoute, AdminTokenGuard } from '@rendezvous/nest-kit';
import { Controller, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Reversals } from './reversals';

/** Operators refund orders (bearer ADMIN_TOKEN). */
@ApiTags('payments admin')
@Controller('api/payments/admin/orders')
@UseGuards(AdminTokenGuard)
export class OrderAdminController {
  constructor(private readonly reversals: Reversals) {}

  @Post(':paymentId/refund')
  @ContractRoute(paymentsRoutes.refundOrder)
  @HttpCode(200)
  async refund(@Param('paymentId', new ParseUUIDPipe()) paymentId: string): Promise<{ refunded: boolean }> {
    return this.reversals.refund(paymentId);
  }
}
