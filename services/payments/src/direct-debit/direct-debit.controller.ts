import type { DirectDebitPending, PaymentOrder } from '@rendezvous/contracts';
import { paymentsRoutes } from '@rendezvous/contracts/routes';
import { ContractRoute, CurrentMemberId, MemberGuard, SiteHost } from '@rendezvous/nest-kit';
import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DirectDebitService } from './direct-debit.service';
import { DirectDebitConfirmDto, DirectDebitDto } from './dto/direct-debit.dto';

@ApiTags('payments')
@Controller('api/credits/direct-debit')
@UseGuards(MemberGuard)
export class DirectDebitController {
  constructor(private readonly directDebit: DirectDebitService) {}

  @Post()
  @ContractRoute(paymentsRoutes.directDebit)
  async request(@CurrentMemberId() memberId: number, @Body() body: DirectDebitDto, @SiteHost() host: string): Promise<DirectDebitPending> {
    return this.directDebit.request(memberId, body, host);
  }

  @Post(':requestId/confirm')
  @ContractRoute(paymentsRoutes.confirmDirectDebit)
  @HttpCode(200)
  async confirm(@CurrentMemberId() memberId: number, @Param('requestId') requestId: string, @Body() body: DirectDebitConfirmDto): Promise<PaymentOrder> {
    return this.directDebit.confirm(memberId, requestId, body.code);
  }
}
