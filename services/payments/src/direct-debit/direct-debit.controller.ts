import type { DirectDebitPending, PaymentOrder } from '@rendezvous/contracts';
import { paymentsRoutes, type BodyOf } from '@rendezvous/contracts/routes';
import { ContractRoute, CurrentMemberId, MemberGuard, SiteHost, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DirectDebitService } from './direct-debit.service';

@ApiTags('payments')
@Controller('api/credits/direct-debit')
@UseGuards(MemberGuard)
export class DirectDebitController {
  constructor(private readonly directDebit: DirectDebitService) {}

  @Post()
  @ContractRoute(paymentsRoutes.directDebit)
  async request(
    @CurrentMemberId() memberId: number,
    @Body(new ZodBody(paymentsRoutes.directDebit.body)) body: BodyOf<typeof paymentsRoutes.directDebit>,
    @SiteHost() host: string,
  ): Promise<DirectDebitPending> {
    return this.directDebit.request(memberId, body, host);
  }

  @Post(':requestId/confirm')
  @ContractRoute(paymentsRoutes.confirmDirectDebit)
  @HttpCode(200)
  async confirm(
    @CurrentMemberId() memberId: number,
    @Param('requestId') requestId: string,
    @Body(new ZodBody(paymentsRoutes.confirmDirectDebit.body)) body: BodyOf<typeof paymentsRoutes.confirmDirectDebit>,
  ): Promise<PaymentOrder> {
    return this.directDebit.confirm(memberId, requestId, body.code);
  }
}
