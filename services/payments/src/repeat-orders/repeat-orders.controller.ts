import type { PaymentOrder, StoredMethodList } from '@rendezvous/contracts';
import { paymentsRoutes, type BodyOf } from '@rendezvous/contracts/routes';
import { ContractRoute, CurrentMemberId, MemberGuard, SiteHost, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RepeatOrdersService } from './repeat-orders.service';

@ApiTags('payments')
@Controller('api/credits')
@UseGuards(MemberGuard)
export class RepeatOrdersController {
  constructor(private readonly repeatOrders: RepeatOrdersService) {}

  @Get('stored-methods')
  @ContractRoute(paymentsRoutes.storedMethods)
  async stored(@CurrentMemberId() memberId: number): Promise<StoredMethodList> {
    return { methods: await this.repeatOrders.storedMethods(memberId) };
  }

  @Post('repeat-order')
  @ContractRoute(paymentsRoutes.repeatOrder)
  async repeat(
    @CurrentMemberId() memberId: number,
    @Body(new ZodBody(paymentsRoutes.repeatOrder.body)) body: BodyOf<typeof paymentsRoutes.repeatOrder>,
    @SiteHost() host: string,
  ): Promise<PaymentOrder> {
    return this.repeatOrders.repeat(memberId, body.bundle_id, body.mandate_id, host);
  }
}
